import type { CheckoutConfirmResponse } from '@core/checkout.ts'
import type { CreditHistoryResponse } from '@core/credit-history.ts'
import { api } from '@web/lib/api.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

const loadCheckout = loadOnce(() => import('@core/checkout.ts'))
const loadHistory = loadOnce(() => import('@core/credit-history.ts'))

/** Back from the checkout: the server asks the provider and grants the credits if paid (decision 0022). */
export async function confirmCheckout(sessionId: string): Promise<CheckoutConfirmResponse> {
  const s = await loadCheckout()
  const res = await api.checkout.confirm.$post({ json: s.checkoutConfirmRequestSchema.parse({ sessionId }) })
  return parseAnswer(s.checkoutConfirmResponseSchema, await res.json())
}

export const creditHistoryQueryKey = (userId: string, limit: number) => [USER_QUERY_KEY, userId, 'credit-history', limit] as const

export async function fetchCreditHistory(limit: number, signal?: AbortSignal): Promise<CreditHistoryResponse> {
  const s = await loadHistory()
  const res = await api.credits.history.$get({ query: { limit: String(limit) } }, signal ? { init: { signal } } : {})
  return parseAnswer(s.creditHistoryResponseSchema, await res.json())
}
