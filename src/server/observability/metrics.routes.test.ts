import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, callApi, signedInUser } from '../../../tests/support/api-user.ts'
import { postEvent, postWebhook, startCheckoutAs, WEBHOOK_SECRET } from '../../../tests/support/checkout-test-kit.ts'
import { createTestDatabase } from '../../../tests/support/databases.ts'
import { type FakeStripe, startFakeStripe } from '../../../tests/support/fake-stripe.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'
import { createOfflineWriter } from '../generation/providers/offline/offline-writer.ts'

/** The value of one sample of the Prometheus text, 0 when the series is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? ''
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return 0
}

describe('GET /metrics after real work', () => {
  let app: TestApp
  let stripe: FakeStripe
  let user: ApiUser
  const scrape = async () => {
    // Over a real loopback socket, under a loopback Host: this machine's scraper needs no token.
    const res = await fetch(`${app.url}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4')
    return res.text()
  }

  beforeAll(async () => {
    stripe = await startFakeStripe()
    app = await startTestApp({
      provider: createOfflineWriter(),
      env: { STRIPE_SECRET_KEY: 'sk_test_folio123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
    })
    user = await signedInUser(app, 'metrics')
  })
  afterAll(async () => {
    await app.close()
    await stripe.close()
  })

  it('exposes every family, counting an outline, an export, a checkout, webhooks and a mail', async () => {
    const before = await scrape()

    const outline = await callApi(app, '/outline', {
      token: user.token,
      body: { topic: 'Meal prep for busy parents', productType: 'ebook', tone: 'friendly', targetAudience: '' },
    })
    expect(outline.status).toBe(200)
    expect((await callApi(app, '/export/markdown', { token: user.token, body: sampleBook({ title: 'Counted' }, 1) })).status).toBe(200)
    const sessionId = await startCheckoutAs(app, user.token, 'starter')
    const paid = stripe.pay(sessionId)
    expect((await postEvent(app, { type: 'checkout.session.completed', object: paid })).status).toBe(200)
    expect((await postEvent(app, { type: 'checkout.session.completed', object: paid })).status).toBe(200)
    expect((await postWebhook(app, '{}', 't=1,v1=forged')).status).toBe(400)
    const recover = await fetch(`${app.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: app.anonKey },
      body: JSON.stringify({ email: user.email }),
    })
    expect(recover.status).toBe(200)
    const missing = crypto.randomUUID()
    expect((await callApi(app, `/projects/${missing}`, { token: user.token })).status).toBe(404)
    expect((await callApi(app, '/no-such-route')).status).toBe(404)

    const after = await scrape()
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels)
    expect(delta('folio_ai_calls_total', { task: 'outline', outcome: 'ok' })).toBe(1)
    expect(delta('folio_ai_call_duration_seconds_count', { task: 'outline', outcome: 'ok' })).toBe(1)
    expect(delta('folio_export_render_duration_seconds_count', { format: 'markdown', outcome: 'ok' })).toBe(1)
    expect(delta('folio_checkout_outcomes_total', { provider: 'stripe', outcome: 'session_created' })).toBe(1)
    expect(delta('folio_checkout_outcomes_total', { provider: 'stripe', outcome: 'paid' })).toBe(1)
    expect(delta('folio_stripe_webhooks_total', { outcome: 'processed' })).toBe(1)
    expect(delta('folio_stripe_webhooks_total', { outcome: 'duplicate' })).toBe(1)
    expect(delta('folio_stripe_webhooks_total', { outcome: 'bad_signature' })).toBe(1)
    expect(delta('folio_mail_messages_total', { kind: 'recovery', transport: 'outbox', outcome: 'sent' })).toBe(1)
    // Routes by pattern, never the raw path: one series per route, whatever the id.
    expect(delta('folio_http_requests_total', { method: 'POST', route: '/api/outline', status: '200' })).toBe(1)
    expect(delta('folio_http_requests_total', { method: 'GET', route: '/api/projects/:id', status: '404' })).toBe(1)
    expect(delta('folio_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1)
    expect(delta('folio_http_request_duration_seconds_count', { method: 'POST', route: '/api/export/:format', status: '200' })).toBe(1)
    expect(after).not.toContain(missing)

    for (const family of [
      'folio_draft_chapters_in_flight',
      'folio_draft_throttle_wait_seconds',
      'folio_export_queue_depth',
      'folio_process_cpu_seconds_total',
      'folio_nodejs_eventloop_lag_seconds',
    ]) {
      expect(after).toContain(`# TYPE ${family} `)
    }
    expect(sample(after, 'folio_export_queue_depth', { state: 'waiting' })).toBe(0)
    expect(after.split('\n').filter((line) => line && !line.startsWith('#') && !line.startsWith('folio_'))).toEqual([])
  })
})

describe('who may read GET /metrics', () => {
  let db: Database
  const TOKEN = 'a-metrics-token-of-32-characters'
  beforeAll(async () => {
    db = await createTestDatabase('pglite', { migrated: true })
  })
  afterAll(() => db.close())

  const appWith = (env: Record<string, string>) => createApp({ config: loadConfig({ NODE_ENV: 'test', ...env }), db })
  /** A request as the Node server hands it over: `remoteAddress` is the socket's peer. */
  const scrape = (app: ReturnType<typeof createApp>, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.request('/metrics', { headers: { host: 'localhost:3000', ...headers } }, { incoming: { socket: { remoteAddress } } })

  it('refuses a caller elsewhere without the token (401), with a wrong one (403), and serves the right one', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN })
    const none = await scrape(app, '203.0.113.7', { host: 'folio.example' })
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ code: 'unauthorized' })
    const wrong = await scrape(app, '203.0.113.7', { host: 'folio.example', authorization: `Bearer ${TOKEN}x` })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toMatchObject({ code: 'forbidden' })
    const right = await scrape(app, '203.0.113.7', { host: 'folio.example', authorization: `Bearer ${TOKEN}` })
    expect(right.status).toBe(200)
    expect(await right.text()).toContain('# TYPE folio_http_requests_total counter')
  })

  it('serves this machine without a token, and no one else when no token is configured', async () => {
    const app = appWith({})
    expect((await scrape(app, '127.0.0.1')).status).toBe(200)
    expect((await scrape(app, '::ffff:127.0.0.1', { host: '127.0.0.1:3000' })).status).toBe(200)
    const remote = await scrape(app, '198.51.100.4', { host: 'folio.example', authorization: `Bearer ${TOKEN}` })
    expect(remote.status).toBe(403)
    expect(await remote.json()).toMatchObject({ code: 'forbidden' })
    // No socket at all (app.request() bare): not provably local.
    expect((await app.request('/metrics', { headers: { host: 'localhost' } })).status).toBe(403)
  })

  it('behind a trusted proxy on this machine, an outside client is not local; the token still lets it in', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' })
    const outside = { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' }
    expect((await scrape(app, '127.0.0.1', outside)).status).toBe(401)
    // A forged first entry does not help: the proxy's own (last) entry is the client.
    expect((await scrape(app, '127.0.0.1', { ...outside, 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).status).toBe(401)
    expect((await scrape(app, '127.0.0.1', { ...outside, authorization: `Bearer ${TOKEN}` })).status).toBe(200)
    expect((await scrape(app, '127.0.0.1', { ...outside, 'x-forwarded-for': '127.0.0.1' })).status).toBe(200)
  })

  it('without TRUST_PROXY a forwarding header, or a Host that is not this machine, takes loopback away', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN })
    expect((await scrape(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(401)
    expect((await scrape(app, '127.0.0.1', { host: 'rebound.example' })).status).toBe(401)
  })
})
