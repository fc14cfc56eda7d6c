import { z } from 'zod'

export const creditHistoryKinds = ['grant', 'spend', 'refund', 'hold', 'settle', 'release'] as const

/** GET /api/credits/history?limit=: the query string, so `limit` arrives as text. */
export const creditHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) })

export const creditHistoryEntrySchema = z.object({
  kind: z.enum(creditHistoryKinds),
  /** Signed: negative when credits left the balance (spend, hold), 0 for a settle. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
})
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>

/** Newest first. */
export const creditHistoryResponseSchema = z.object({ entries: z.array(creditHistoryEntrySchema) })
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>
