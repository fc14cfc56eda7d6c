import { describe, expect, it } from 'vitest'
import { expiryIsValid, LOCAL_TEST_CARDS, localCardFormSchema, passesLuhn } from './local-checkout.ts'

const valid: Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string> = {
  cardNumber: LOCAL_TEST_CARDS.pays,
  expiry: '12 / 34',
  cvc: '123',
  name: 'Ada Lovelace',
}
const problem = (input: Partial<typeof valid>) => localCardFormSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message

describe('local checkout card form', () => {
  it('accepts the test cards, with or without spaces', () => {
    expect(localCardFormSchema.parse(valid).cardNumber).toBe('4242424242424242')
    expect(localCardFormSchema.safeParse({ ...valid, cardNumber: '4000000000000002' }).success).toBe(true)
  })
  it('checks the Luhn digit and the length', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(problem({ cardNumber: '4242 4242 4242 4241' })).toBe('Your card number is invalid.')
    expect(problem({ cardNumber: '4242' })).toBe('Your card number is incomplete.')
  })
  it('refuses an expiry in the past or malformed, accepts this month', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    expect(expiryIsValid('11/26', now)).toBe(true)
    expect(expiryIsValid('10 / 26', now)).toBe(false)
    expect(expiryIsValid('13/30', now)).toBe(false)
    expect(expiryIsValid('1230', now)).toBe(false)
  })
  it('needs a 3–4 digit security code and a name', () => {
    expect(problem({ cvc: '12' })).toBe("Your card's security code is incomplete.")
    expect(problem({ name: '  ' })).toBe('Enter the name on the card.')
  })
})
