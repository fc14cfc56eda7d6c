import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testLogger } from '../../../tests/support/capture-log.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { openPglite } from '../db/pglite-database.ts'
import { requestId } from './request-id.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A bare app with only the middleware: what id did the handler see, and what did the response say? */
function echoApp(trustProxy: boolean) {
  const app = new Hono()
  app.use('*', requestId({ trustProxy, logger: testLogger().logger }))
  app.get('/id', (c) => c.text(c.get('requestId')))
  return async (header?: string) => {
    const res = await app.request('/id', header === undefined ? {} : { headers: { 'X-Request-Id': header } })
    return { seen: await res.text(), sent: res.headers.get('x-request-id') }
  }
}

describe('the request id', () => {
  it("keeps a trusted proxy's id, for the handler and the response", async () => {
    const call = echoApp(true)
    expect(await call('lb-7f3a.91:edge_2')).toEqual({ seen: 'lb-7f3a.91:edge_2', sent: 'lb-7f3a.91:edge_2' })
  })

  it("replaces a client's own id when no proxy is trusted", async () => {
    const { seen, sent } = await echoApp(false)('planted-by-the-client')
    expect(seen).toMatch(UUID)
    expect(sent).toBe(seen)
  })

  it('replaces a malformed or oversized id even from a trusted proxy', async () => {
    const call = echoApp(true)
    for (const bad of ['has space', 'tab\there', 'é', 'a"quote', '<script>', 'x'.repeat(129), '']) {
      const { seen, sent } = await call(bad)
      expect(seen, bad).toMatch(UUID)
      expect(sent).toBe(seen)
    }
    expect((await call('x'.repeat(128))).seen).toBe('x'.repeat(128))
  })

  it('generates a different id for each request', async () => {
    const call = echoApp(false)
    expect((await call()).seen).not.toBe((await call()).seen)
  })
})

describe('X-Request-Id on every response of the app', () => {
  let db: Database
  let webRoot: string
  let app: Hono
  beforeAll(async () => {
    db = await openPglite()
    webRoot = mkdtempSync(join(tmpdir(), 'folio-web-'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(webRoot, 'favicon.ico'), 'icon')
    const config = loadConfig({ NODE_ENV: 'test', BODY_LIMIT_BYTES: '2048' })
    app = createApp({ config, db, webRoot, logger: testLogger().logger })
  })
  afterAll(async () => {
    await db.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it.each([
    ['an API answer', '/api/config', {}, 200],
    ['an API 404', '/api/nowhere', {}, 404],
    ['an API refusal', '/api/me', {}, 401],
    ['a body too large', '/api/projects', { method: 'POST', body: 'x'.repeat(10_000_000) }, 413],
    ['a static file', '/favicon.ico', {}, 200],
    ['a page of the SPA', '/dashboard', {}, 200],
    ['a missing file', '/assets/gone-123.js', {}, 404],
  ] as const)('%s', async (_, path, init, status) => {
    const res = await app.request(path, init)
    expect(res.status).toBe(status)
    expect(res.headers.get('x-request-id')).toMatch(UUID)
  })
})
