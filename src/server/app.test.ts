import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from './app.ts'
import { loadConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { openPglite } from './db/pglite-database.ts'
import { handleError } from './http/error-handler.ts'
import { readJson } from './http/validate.ts'
import { captureLog } from '../../tests/support/capture-log.ts'

describe('the app', () => {
  let db: Database
  let webRoot: string
  let app: Hono
  beforeAll(async () => {
    db = await openPglite()
    webRoot = mkdtempSync(join(tmpdir(), 'folio-web-'))
    mkdirSync(join(webRoot, 'assets'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(webRoot, 'assets/app-abc123.js'), 'console.log(1)')
    writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *')
    mkdirSync(join(webRoot, '_prerendered/learn'), { recursive: true })
    writeFileSync(join(webRoot, '_prerendered/learn.html'), '<div id="root"><h1>Learning Hub</h1></div>')
    writeFileSync(join(webRoot, '_prerendered/learn.html.br'), brotliCompressSync('<div id="root"><h1>Learning Hub</h1></div>'))
    app = createApp({ config: loadConfig({ BODY_LIMIT_BYTES: '2048' }), db, webRoot })
  })
  afterAll(async () => {
    await db.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('answers the health check', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('answers unknown API paths with JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/nothing-here', { method })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(await res.json()).toMatchObject({ code: 'not_found' })
    }
  })

  it('refuses a body over the limit with 413 JSON', async () => {
    const res = await app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '4096' },
      body: JSON.stringify({ text: 'x'.repeat(4000) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ code: 'payload_too_large', message: 'The request body is too large.' })
  })

  it('sends the security headers on pages and API answers', async () => {
    for (const path of ['/', '/api/health']) {
      const res = await app.request(path)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('serves the SPA for client routes, with 404 status outside the route table', async () => {
    const known = await app.request('/learn/design-principles/color-theory')
    expect(known.status).toBe(200)
    expect(await known.text()).toContain('<div id="root">')
    const unknown = await app.request('/no/such/page')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('<div id="root">')
    expect(unknown.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves a prerendered page in the encoding the browser accepts', async () => {
    const plain = await app.request('/learn')
    expect(plain.status).toBe(200)
    expect(await plain.text()).toContain('<h1>Learning Hub</h1>')
    const br = await app.request('/learn/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<h1>Learning Hub</h1>')
  })

  it('serves files with long caching only for hashed assets, and a plain 404 for missing files', async () => {
    const asset = await app.request('/assets/app-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const robots = await app.request('/robots.txt')
    expect(robots.headers.get('cache-control')).toBe('no-cache')
    const missing = await app.request('/assets/gone-999.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-cache')
    expect(await missing.text()).not.toContain('<div id="root">')
  })
})

describe('readJson', () => {
  const schema = z.object({ topic: z.string().min(1) })
  const app = new Hono()
  app.post('/echo', async (c) => c.json(await readJson(c, schema)))
  app.onError(handleError)

  const post = (body: string, type = 'application/json') =>
    app.request('/echo', { method: 'POST', headers: { 'content-type': type }, body })

  it('passes a valid body through', async () => {
    const res = await post('{"topic":"Golf"}')
    expect(await res.json()).toEqual({ topic: 'Golf' })
  })

  it('answers broken JSON, a wrong type and failed validation with 4xx codes', async () => {
    const broken = await post('{"topic":')
    expect([broken.status, (await broken.json()).code]).toEqual([400, 'invalid_json'])
    const text = await post('topic=Golf', 'text/plain')
    expect([text.status, (await text.json()).code]).toEqual([415, 'unsupported_media_type'])
    const invalid = await post('{"topic":""}')
    const body = await invalid.json()
    expect(invalid.status).toBe(400)
    expect(body.code).toBe('validation_failed')
    expect(body.issues[0].path).toBe('topic')
    expect(body.message).toMatch(/^topic: /)
  })

  it('never leaks an unexpected error', async () => {
    const failing = new Hono()
    failing.get('/boom', () => {
      throw new Error('secret connection string')
    })
    failing.onError(handleError)
    captureLog()
    const res = await failing.request('/boom')
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(text).not.toContain('secret')
    expect(JSON.parse(text).code).toBe('internal')
  })
})
