import { USER_QUERY_KEY } from '../auth/user-query-key.ts'

/** Under the user's key, so signing out drops it (auth-provider.tsx). */
export const creditsQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'credits'] as const

/**
 * The balance after spending (docs/product.md#outline-generation): the server's own figure when it sent one, else the known
 * balance lowered by `spent`. Never below 0; an unknown balance stays unknown.
 */
export function lowerBalance(current: number | null, spent: number, serverLeft?: number): number | null {
  if (serverLeft !== undefined) return Math.max(0, serverLeft)
  return current === null ? null : Math.max(0, current - spent)
}
