import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testLogger } from '../../../tests/support/capture-log.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { openPglite } from '../db/pglite-database.ts'
import type { TokenVerifier } from '../auth/request-user.ts'
import { accessLog } from './access-log.ts'
import { requestId } from './request-id.ts'

const ann: TokenVerifier = { verify: async () => ({ sub: 'user-ann', role: 'authenticated', email: 'ann@example.com' }) as never }

describe('the access log of the app', () => {
  let db: Database
  let webRoot: string
  let examplesRoot: string
  const { logger, lines } = testLogger('info')
  let app: Hono
  beforeAll(async () => {
    db = await openPglite()
    webRoot = mkdtempSync(join(tmpdir(), 'folio-web-'))
    mkdirSync(join(webRoot, 'assets'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(webRoot, 'assets/app-abc123.js'), 'console.log(1)')
    writeFileSync(join(webRoot, 'favicon.ico'), 'icon')
    examplesRoot = mkdtempSync(join(tmpdir(), 'folio-examples-'))
    writeFileSync(join(examplesRoot, 'index.json'), '[]')
    app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), db, webRoot, examplesRoot, verifier: ann, logger })
  })
  afterAll(async () => {
    await db.close()
    rmSync(webRoot, { recursive: true, force: true })
    rmSync(examplesRoot, { recursive: true, force: true })
  })

  it('logs an API call once: method, path without the query, route, status, duration, request id and user', async () => {
    lines.length = 0
    const res = await app.request('/api/me?token=never-logged', { headers: { authorization: 'Bearer t' } })
    expect(res.status).toBe(200)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/me',
      route: '/api/me',
      status: 200,
      requestId: res.headers.get('x-request-id'),
      userId: 'user-ann',
    })
    expect(lines[0]?.ms).toEqual(expect.any(Number))
    expect(lines[0]?.msg).toMatch(/^GET \/api\/me 200 [\d.]+ ms$/)
    expect(JSON.stringify(lines)).not.toContain('never-logged')
  })

  it('logs refusals and unknown API paths, with no user when there is none', async () => {
    lines.length = 0
    await app.request('/api/me')
    await app.request('/api/nowhere', { method: 'POST' })
    expect(lines.map((l) => [l.method, l.path, l.status, l.userId])).toEqual([
      ['GET', '/api/me', 401, undefined],
      ['POST', '/api/nowhere', 404, undefined],
    ])
  })

  it('skips health checks, metrics and everything served from the build', async () => {
    lines.length = 0
    for (const path of [
      '/api/health',
      '/api/ready',
      '/metrics',
      '/favicon.ico',
      '/assets/app-abc123.js',
      '/assets/gone.js',
      '/dashboard',
      '/examples/index.json',
      '/examples/nothing.pdf',
    ]) {
      await app.request(path)
    }
    expect(lines).toEqual([])
  })
})

describe('the access line of a failed request', () => {
  it('is info like any other, with the status; the error itself is left to the error handler', async () => {
    const { logger, lines } = testLogger()
    let clock = 1000
    const app = new Hono()
    app.use('*', requestId({ trustProxy: false, logger }))
    app.use('*', accessLog({ now: () => (clock += 12.5) }))
    app.get('/down', (c) => c.json({ code: 'provider_unavailable' }, 503))
    await app.request('/down')
    expect(lines).toEqual([expect.objectContaining({ level: 'info', status: 503, ms: 12.5, msg: 'GET /down 503 12.5 ms' })])
  })
})
