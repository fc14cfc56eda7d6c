import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './auth-context.ts'
import { sendEmailAction } from './email-actions.ts'
import { throttleMail } from './mail-throttle.ts'
import type { UserRow } from './users.queries.ts'

/**
 * Mails the sign-up confirmation: a link to `/verify?type=signup` (landing on `redirectTo`, or the
 * site URL) and a 6-digit code; stamps confirmation_sent_at. At most one mail per address per
 * minute, else 429 `over_email_send_rate_limit` (GoTrue answers a repeated sign-up that way).
 * With `pkce` the link comes back with `?code=` for grant_type=pkce. Call inside the request's
 * transaction: the outbox row and the token then commit or roll back with the sign-up.
 */
export async function sendConfirmation(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  redirectTo: string | undefined,
  pkce?: { codeChallenge: string; method: 's256' | 'plain' },
): Promise<void> {
  if (!user.email) return
  await throttleMail(db, user.email)
  await sendEmailAction(ctx, db, user, 'signup', { redirectTo, pkce })
}
