import { z } from 'zod'

/** POST /api/admin/credits (operators, service-role key only): a support grant or compensation. */
export const adminCreditGrantSchema = z
  .object({
    userId: z.uuid().optional(),
    email: z.email().max(320).optional(),
    amount: z.number().int().min(1).max(100_000),
    reason: z.string().trim().min(1).max(200),
    /** Idempotency key: the same ref for the same user grants once. Random when omitted. */
    ref: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
    message: 'Give either userId or email, not both.',
    path: ['userId'],
  })
export type AdminCreditGrant = z.infer<typeof adminCreditGrantSchema>

export const adminCreditGrantResponseSchema = z.object({ credits: z.number().int() })
export type AdminCreditGrantResponse = z.infer<typeof adminCreditGrantResponseSchema>
