import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailCount } from '../../../tests/support/mail.ts'
import { type SmtpSink, startSmtpSink } from '../../../tests/support/smtp-sink.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { mailMessages } from '../observability/metrics.ts'
import { createMailer } from './mailer.ts'
import { recoveryMail } from './templates.ts'
import { testClient } from '../../../tests/support/supabase-client.ts'

function decodeQuotedPrintable(data: string): string {
  const joined = data.replace(/=\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3))?.[0] : undefined
    if (hex) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((done) => setTimeout(done, 25))
  }
}

describe('mailer over SMTP (SMTP_URL set)', () => {
  let smtp: SmtpSink
  let app: TestApp
  beforeAll(async () => {
    smtp = await startSmtpSink()
    app = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Folio <hello@folio.test>' } })
  })
  afterAll(async () => {
    await app.close()
    await smtp.close()
  })

  it('createMailer delivers through nodemailer to the SMTP server, from MAIL_FROM', async () => {
    const mailer = createMailer(app.auth.config, app.db)
    await mailer.send({ to: 'grace@example.com', subject: 'Hello from Folio', text: 'Plain body', html: '<p>HTML body</p>' })
    const message = smtp.received.at(-1)
    expect(message).toMatchObject({ from: 'hello@folio.test', to: ['grace@example.com'] })
    const body = decodeQuotedPrintable(message!.data)
    expect(body).toMatch(/^Subject: Hello from Folio$/m)
    expect(body).toMatch(/^From: Folio <hello@folio.test>$/m)
    expect(body).toContain('Plain body')
    expect(body).toContain('<p>HTML body</p>')
    expect(await mailCount(app, 'grace@example.com')).toBe(0)
  })

  it.each([
    'victim,attacker@evil.com',
    'victim@corp.example,attacker@evil.com',
    'Victim <attacker@evil.com>',
    'victim@corp.example\r\nBcc: attacker@evil.com',
  ])('never reads more than one recipient out of %j: it refuses to send', async (to) => {
    const before = smtp.received.length
    const mailer = createMailer(app.auth.config, app.db)
    await expect(mailer.send({ to, subject: 'Reset', text: 'T', html: '<p>H</p>' })).rejects.toThrow('Refusing to mail an invalid address')
    // Give a stray delivery time to arrive before checking that none did.
    await new Promise((done) => setTimeout(done, 300))
    expect(smtp.received.slice(before)).toEqual([])
  })

  it('hands nodemailer exactly the one address: one RCPT, and the To header is that address', async () => {
    const before = smtp.received.length
    await createMailer(app.auth.config, app.db).send({ to: "o'brien+folio@example.com", subject: 'One', text: 'T', html: '<p>H</p>' })
    const message = await waitFor(() => smtp.received[before])
    expect(message.to).toEqual(["o'brien+folio@example.com"])
    expect(message.data).toMatch(/^To: o'brien\+folio@example\.com$/m)
  })

  it('a password reset arrives by SMTP, and its link works', async () => {
    const email = `smtp-${Date.now()}@example.com`
    const supabase = testClient(app, app.anonKey, { flowType: 'implicit' })
    expect((await supabase.auth.signUp({ email, password: 'correct-horse-battery-9' })).error).toBeNull()
    const before = smtp.received.length
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${app.url}/auth/callback` })
    expect(error).toBeNull()

    const message = await waitFor(() => smtp.received.slice(before).find((m) => m.to.includes(email)))
    const body = decodeQuotedPrintable(message.data)
    expect(body).toMatch(/^Subject: Reset your Folio password$/m)
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(body)?.[1] ?? ''
    const res = await fetch(link, { redirect: 'manual' })
    expect(res.status).toBe(303)
    expect(new URL(res.headers.get('location') ?? '').hash).toContain('type=recovery')
    expect(await mailCount(app, email)).toBe(0)
  })
})

describe('mailer without SMTP_URL', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('refuses an invalid address for the outbox too', async () => {
    await expect(
      createMailer(app.auth.config, app.db).send({ to: 'a,b@example.com', subject: 'S', text: 'T', html: '<p>H</p>' }),
    ).rejects.toThrow('Refusing to mail an invalid address')
  })

  it('counts each mail sent or failed by kind in GET /metrics', async () => {
    const count = async (kind: string, outcome: string) =>
      (await mailMessages.get()).values.find(
        (v) => v.labels.kind === kind && v.labels.outcome === outcome && v.labels.transport === 'outbox',
      )?.value ?? 0
    const before = { sent: await count('recovery', 'sent'), failed: await count('recovery', 'failed') }
    const mail = recoveryMail({ to: 'counted@example.com', link: 'http://localhost/x', code: '123456', ttlSeconds: 3600 })
    const mailer = createMailer(app.auth.config, app.db)
    await mailer.send(mail)
    await expect(mailer.send({ ...mail, to: 'a,b@example.com' })).rejects.toThrow('Refusing to mail an invalid address')
    expect({ sent: await count('recovery', 'sent'), failed: await count('recovery', 'failed') }).toEqual({
      sent: before.sent + 1,
      failed: before.failed + 1,
    })
    await app.db.query("delete from auth.mail_outbox where to_address = 'counted@example.com'")
  })

  it('stores the mail in auth.mail_outbox', async () => {
    await createMailer(app.auth.config, app.db).send({ to: 'outbox@example.com', subject: 'S', text: 'T', html: '<p>H</p>' })
    const rows = (await app.db.query('select to_address, subject, text_body, html_body from auth.mail_outbox')).rows
    expect(rows).toEqual([{ to_address: 'outbox@example.com', subject: 'S', text_body: 'T', html_body: '<p>H</p>' }])
  })
})
