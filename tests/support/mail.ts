import { latestOutboxMailTo } from '../../src/server/mail/mail.queries.ts'
import type { TestApp } from './test-app.ts'

export interface OutboxMailJson {
  to: string
  subject: string
  text: string
  html: string
  created_at: string
}

/**
 * The newest mail to `to` in the local outbox, waiting for it: some endpoints mail after
 * answering. `unlike` skips a mail already seen (every mail has a new token). Read from the
 * outbox table, not GET /dev/mail/latest: tests that act as clients behind a proxy
 * (TRUST_PROXY) are refused the page by design (decision 33); the page has its own tests.
 */
export async function waitForMail(
  app: TestApp,
  to: string,
  options: { unlike?: OutboxMailJson; timeoutMs?: number } = {},
): Promise<OutboxMailJson> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000)
  for (;;) {
    const row = await latestOutboxMailTo(app.db, to)
    if (row && row.text_body !== options.unlike?.text) {
      const { to_address, subject, text_body, html_body, created_at } = row
      return { to: to_address, subject, text: text_body, html: html_body, created_at: new Date(created_at).toISOString() }
    }
    if (Date.now() > deadline) throw new Error(`No new mail to ${to} within ${options.timeoutMs ?? 5000} ms`)
    await new Promise((done) => setTimeout(done, 25))
  }
}

/** The /auth/v1/verify link and the 6-digit code of an action mail. */
export function mailParts(mail: OutboxMailJson): { link: string; code: string } {
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1]
  const code = /code: (\d{6})/.exec(mail.text)?.[1]
  if (!link || !code) throw new Error(`Mail without a link or code:\n${mail.text}`)
  return { link, code }
}

/** How many mails went to `to` (the outbox table, for "no mail was sent" checks). */
export async function mailCount(app: TestApp, to: string): Promise<number> {
  const result = await app.db.query<{ n: number }>('select count(*)::int as n from auth.mail_outbox where lower(to_address) = lower($1)', [
    to,
  ])
  return Number(result.rows[0]?.n ?? 0)
}
