import type { Queryable } from '../db/database.ts'
import { createMailer, type Mail } from '../mail/mailer.ts'
import { confirmationMail, emailChangeMail, inviteMail, magicLinkMail, type MailAction, recoveryMail } from '../mail/templates.ts'
import type { AuthContext } from './auth-context.ts'
import { safeRedirect, verifyLink } from './email-links.ts'
import { issueOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts'
import type { PkceChallenge } from './pkce.ts'
import { markEmailChangeSent, markMailSent, type SentMailKind, type UserRow } from './users.queries.ts'

/** The mails that carry a link and a code; named as the link's `type` (GoTrue's verification types). */
export type EmailAction = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change'

const actions: Record<EmailAction, { tokenType: OneTimeTokenType; stamp?: SentMailKind; mail: (a: MailAction) => Mail }> = {
  signup: { tokenType: 'confirmation', stamp: 'confirmation', mail: confirmationMail },
  invite: { tokenType: 'invite', stamp: 'invite', mail: inviteMail },
  // GoTrue stamps recovery_sent_at for magic links too: both prove the address of an account.
  recovery: { tokenType: 'recovery', stamp: 'recovery', mail: recoveryMail },
  magiclink: { tokenType: 'magiclink', stamp: 'recovery', mail: magicLinkMail },
  email_change: { tokenType: 'email_change', mail: emailChangeMail },
}

export interface EmailActionOptions {
  /** Where the link lands after /verify; checked against the site URL (else the site URL). */
  redirectTo?: string
  /** When the browser started the PKCE flow: the link then redirects with `?code=`. */
  pkce?: PkceChallenge
  /** The address the mail goes to; only for email_change (the new address). Default: the user's. */
  email?: string
}

export interface PreparedEmailAction {
  to: string
  /** The `/verify?token=…&type=…&redirect_to=…` link. */
  link: string
  /** The 6-digit code. */
  otp: string
  /** The link's token, also accepted by POST /verify as `token_hash` (GoTrue's `hashed_token`). */
  token: string
  redirectTo: string
  type: EmailAction
  /** The mail that would carry it (not sent). */
  mail: Mail
}

/**
 * Issues a fresh token and code for `action` (replacing the user's older one of that kind),
 * stamps *_sent_at, and returns the link and the mail without sending it: what
 * /admin/generate_link answers with. Call inside the request's transaction.
 */
export async function prepareEmailAction(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  action: EmailAction,
  options: EmailActionOptions = {},
): Promise<PreparedEmailAction> {
  const spec = actions[action]
  const to = (action === 'email_change' ? options.email : user.email)?.toLowerCase()
  if (!to) throw new Error(`No address to send the ${action} mail to (user ${user.id})`)
  const ttlSeconds = ctx.config.AUTH_OTP_TTL_SECONDS
  const { token, otp } = await issueOneTimeToken(db, {
    userId: user.id,
    type: spec.tokenType,
    relatesTo: to,
    ttlSeconds,
    pkce: options.pkce,
  })
  if (spec.stamp) await markMailSent(db, user.id, spec.stamp)
  if (action === 'email_change') await markEmailChangeSent(db, user.id, to)
  const redirectTo = safeRedirect(ctx.config.siteUrl, options.redirectTo)
  const link = verifyLink(ctx, token, action, redirectTo)
  return { to, link, otp, token, redirectTo, type: action, mail: spec.mail({ to, link, code: otp, ttlSeconds }) }
}

/**
 * As prepareEmailAction, and sends the mail: into the outbox within `db`'s transaction, or over
 * SMTP while it stays open. Where the caller can, prepare inside the transaction and call
 * deliverEmailAction after it, so no transaction waits for an SMTP server (PGlite has one
 * connection for the whole process).
 */
export async function sendEmailAction(
  ctx: AuthContext,
  db: Queryable,
  user: UserRow,
  action: EmailAction,
  options: EmailActionOptions = {},
): Promise<PreparedEmailAction> {
  const prepared = await prepareEmailAction(ctx, db, user, action, options)
  await createMailer(ctx.config, db).send(prepared.mail)
  return prepared
}

/** Sends a prepared mail after its transaction committed (outbox rows go through `ctx.db`). */
export async function deliverEmailAction(ctx: AuthContext, prepared: PreparedEmailAction): Promise<void> {
  await createMailer(ctx.config, ctx.db).send(prepared.mail)
}
