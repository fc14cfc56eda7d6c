import { z } from 'zod'

/** Stripe's test cards, which the local checkout honours the same way. */
export const LOCAL_TEST_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const
export const CARD_DECLINED = 'Your card was declined.'

const digits = (value: string) => value.replace(/[\s-]/g, '')

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** MM / YY (or MM/YY) that is this month or later; `now` for tests. */
export function expiryIsValid(value: string, now = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

/** The local checkout's card form (decision 0023), with Stripe's wording for each problem. */
export const localCardFormSchema = z.object({
  cardNumber: z
    .string()
    .transform(digits)
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'Your card number is incomplete.')
        .refine(passesLuhn, 'Your card number is invalid.'),
    ),
  expiry: z.string().refine((v) => expiryIsValid(v), "Your card's expiration date is incomplete or in the past."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: z.string().trim().min(1, 'Enter the name on the card.').max(200, 'That name is too long.'),
})
export type LocalCardForm = z.input<typeof localCardFormSchema>
