import { request } from 'node:http'
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { createApp } from '../app.ts'
import { createAuthContext } from '../auth/auth-context.ts'
import { loadConfig } from '../config.ts'
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
    expect(page.indexOf('Reset &lt;b&gt;now&lt;/b&gt;')).toBeGreaterThan(0)
    expect(page.indexOf('Reset &lt;b&gt;now')).toBeLessThan(page.indexOf('First mail'))
    expect(page).toContain(
      '<a href="http://127.0.0.1/auth/v1/verify?token=abc&amp;type=recovery">http://127.0.0.1/auth/v1/verify?token=abc&amp;type=recovery</a>',
    )
    expect(page).toContain('Code: &lt;123456&gt;')
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

  /** A GET over the loopback socket with the Host header a browser would send for `host` (fetch cannot set it). */
  function getWithHost(path: string, host: string | null): Promise<{ status: number; cacheControl: string | undefined; body: string }> {
    const { hostname, port } = new URL(app.url)
    return new Promise((resolve, reject) => {
      const req = request({ hostname, port, path, setHost: false, headers: host === null ? {} : { host } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], body }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('is refused over loopback when the Host header names another site (a DNS-rebinding page in the browser)', async () => {
    for (const host of ['rebind.example', `rebind.example:${new URL(app.url).port}`, '127.0.0.1.nip.io', 'localhost.rebind.example']) {
      for (const path of ['/dev/mail', '/dev/mail/latest?to=second@example.com']) {
        const res = await getWithHost(path, host)
        expect({ host, path, status: res.status }).toEqual({ host, path, status: 403 })
        expect(res.cacheControl).toBe('no-store')
        expect(res.body).not.toContain('token=abc')
      }
    }
    // Without a Host header Node refuses the request itself (400), before the app sees it.
    expect((await getWithHost('/dev/mail', null)).status).toBe(400)
    // This machine's own names still read it, with or without the port.
    for (const host of ['localhost', `localhost:${new URL(app.url).port}`, `127.0.0.1:${new URL(app.url).port}`]) {
      const res = await getWithHost('/dev/mail/latest?to=second@example.com', host)
      expect({ host, status: res.status }).toEqual({ host, status: 200 })
    }
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

/** This machine's first address that is not loopback: a client there is "remote" to the socket. */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address

describe('GET /dev/mail from another machine', () => {
  let app: TestApp
  beforeAll(async () => {
    // HOST=0.0.0.0 without NODE_ENV=production: the easy mistake the outbox must survive.
    app = await startTestApp({ hostname: '0.0.0.0' })
    await createMailer(app.auth.config, app.db).send({ to: 'victim@example.com', subject: 'Reset', text: 'secret-link', html: 'H' })
  })
  afterAll(() => app.close())

  it.skipIf(!otherAddress)('is refused over a non-loopback socket, whatever the forwarding headers say', async () => {
    const remote = `http://${otherAddress}:${new URL(app.url).port}`
    for (const path of ['/dev/mail', '/dev/mail/latest?to=victim@example.com']) {
      const res = await fetch(`${remote}${path}`, { headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } })
      expect(res.status).toBe(403)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).not.toContain('secret-link')
    }
    // The same server still shows it to this machine.
    expect(await (await fetch(`${app.url}/dev/mail`)).text()).toContain('secret-link')
  })

  it('is refused over loopback when a proxy forwarded it (a proxy on this machine, or Vite in `npm run dev`)', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
      const res = await fetch(`${app.url}/dev/mail`, { headers: { [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' } })
      expect(res.status).toBe(403)
    }
    const behindProxy = createApp({ config: { ...app.auth.config, TRUST_PROXY: true }, db: app.db, auth: app.auth })
    const res = await behindProxy.request('/dev/mail', {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })
    expect(res.status).toBe(403)
  })

  it('is refused when the request has no socket to prove it local', async () => {
    const res = await createApp({ config: app.auth.config, db: app.db, auth: app.auth }).request('/dev/mail', {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(res.status).toBe(403)
  })
})

describe('GET /dev/mail with SMTP_URL set', () => {
  it('does not exist: mail goes to the SMTP server, not to the outbox', async () => {
    const config = loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.example.com:2525' })
    const db = await createTestDatabase('pglite', { migrated: true })
    try {
      const auth = await createAuthContext(db, config)
      const res = await createApp({ config, db, auth }).request('/dev/mail', {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })
      expect(res.status).toBe(404)
    } finally {
      await db.close()
    }
  })
})
