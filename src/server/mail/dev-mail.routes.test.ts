import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { createMailer } from './mailer.ts'

describe('GET /dev/mail (development outbox)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
    const mailer = createMailer(app.auth.config, app.db)
    await mailer.send({ to: 'first@example.com', subject: 'First mail', text: 'Older', html: '<p>Older</p>' })
    await mailer.send({
      to: 'second@example.com',
      subject: 'Reset <b>now</b>',
      text: 'Open http://127.0.0.1/auth/v1/verify?token=abc&type=recovery to reset.\nCode: <123456>',
      html: '<p>ignored</p>',
    })
  })
  afterAll(() => app.close())

  it('lists the outbox newest first as a static HTML page with clickable, escaped links', async () => {
    const res = await fetch(`${app.url}/dev/mail`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const page = await res.text()
    expect(page).not.toMatch(/<script/i)
    expect(page.indexOf('Reset &#60;b&#62;now&#60;/b&#62;')).toBeGreaterThan(0)
    expect(page.indexOf('Reset &#60;b&#62;now')).toBeLessThan(page.indexOf('First mail'))
    expect(page).toContain(
      '<a href="http://127.0.0.1/auth/v1/verify?token=abc&#38;type=recovery">http://127.0.0.1/auth/v1/verify?token=abc&#38;type=recovery</a>',
    )
    expect(page).toContain('Code: &#60;123456&#62;')
    expect(page).toContain('second@example.com')
  })

  it('/dev/mail/latest?to= answers the newest mail to that address as JSON', async () => {
    const res = await fetch(`${app.url}/dev/mail/latest?to=SECOND@example.com`)
    expect(res.status).toBe(200)
    const mail = (await res.json()) as Record<string, string>
    expect(mail).toMatchObject({ to: 'second@example.com', subject: 'Reset <b>now</b>', html: '<p>ignored</p>' })
    expect(mail.text).toContain('token=abc&type=recovery')
    expect(new Date(mail.created_at ?? '').getTime()).toBeGreaterThan(0)

    expect((await fetch(`${app.url}/dev/mail/latest?to=nobody@example.com`)).status).toBe(404)
    expect((await fetch(`${app.url}/dev/mail/latest`)).status).toBe(400)
  })
})

describe('GET /dev/mail with NODE_ENV=production', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production' } })
    await createMailer(app.auth.config, app.db).send({ to: 'prod@example.com', subject: 'S', text: 'T', html: 'H' })
  })
  afterAll(() => app.close())

  it('does not exist', async () => {
    expect((await fetch(`${app.url}/dev/mail`)).status).toBe(404)
    expect((await fetch(`${app.url}/dev/mail/latest?to=prod@example.com`)).status).toBe(404)
  })
})
