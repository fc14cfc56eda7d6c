import type { TestApp } from './test-app.ts'

export interface OutboxMailJson {
  to: string
  subject: string
  text: string
  html: string
  created_at: string
}

/**
 * The newest mail to `to` in the local outbox (GET /dev/mail/latest), waiting for it: some
 * endpoints mail after answering. `unlike` skips a mail already seen (every mail has a new token).
 */
export async function waitForMail(app: TestApp, to: string, options: { unlike?: OutboxMailJson; timeoutMs?: number } = {}): Promise<OutboxMailJson> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000)
  for (;;) {
    const res = await fetch(`${app.url}/dev/mail/latest?to=${encodeURIComponent(to)}`)
    if (res.ok) {
      const mail = (await res.json()) as OutboxMailJson
      if (mail.text !== options.unlike?.text) return mail
    } else if (res.status !== 404) {
      throw new Error(`GET /dev/mail/latest answered ${res.status}`)
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
  const result = await app.db.query<{ n: number }>('select count(*)::int as n from auth.mail_outbox where lower(to_address) = lower($1)', [to])
  return Number(result.rows[0]?.n ?? 0)
}
