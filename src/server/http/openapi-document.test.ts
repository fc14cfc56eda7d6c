import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/databases.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createOfflineWriter } from '../generation/providers/offline/offline-writer.ts'

type Operation = { operationId?: string; parameters?: { name: string; in: string; required?: boolean }[]; responses?: object }
type Document = {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, unknown> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']

describe('GET /api/openapi.json (decision 0117)', () => {
  let db: Database
  let app: Hono
  let document: Document
  beforeAll(async () => {
    db = await createTestDatabase('pglite', { migrated: true })
    // Every optional part mounted: a writer, and Stripe (its webhook is an /api route too).
    const config = loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_contract', STRIPE_WEBHOOK_SECRET: 'whsec_contract' })
    app = createApp({ config, db, provider: createOfflineWriter({ chunkDelayMs: 0 }) })
    const res = await app.request('/api/openapi.json')
    expect(res.status).toBe(200)
    document = (await res.json()) as Document
  })
  afterAll(() => db.close())

  it('declares every /api route the app serves, and no other', () => {
    // The app's own routing table: a route added without a declaration fails here.
    const served = new Set(
      app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
        .map((r) => `${r.method} ${r.path}`),
    )
    const declared = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((m) => METHODS.includes(m))
          .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    )
    expect([...served].sort()).toEqual([...declared].sort())
    // The routes the brief names are among them.
    for (const route of [
      'GET /api/health',
      'GET /api/config',
      'GET /api/me',
      'GET /api/projects',
      'GET /api/outlines',
      'GET /api/credits/history',
      'POST /api/checkout/session',
      'POST /api/covers/image',
      'POST /api/export/:format',
      'GET /api/projects/:id/images/:imageId',
      'POST /api/generate/selection',
      'POST /api/draft/stream',
      'GET /api/openapi.json',
    ])
      expect(served).toContain(route)
  })

  it('is a structurally valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.title).toBeTruthy()
    expect(document.info.version).toBeTruthy()
    expect(document.components).toBeTypeOf('object')
    const ids: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\//)
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS).toContain(method)
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-zA-Z]+$/)
        ids.push(op.operationId!)
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0)
        // Each {name} of the path is a required path parameter, and there are no others.
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path')
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(inPath)
        for (const p of declared) expect(p.required).toBe(true)
      }
    }
    expect(new Set(ids).size).toBe(ids.length)
    // Every reference resolves within the document.
    const text = JSON.stringify(document)
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
      expect(document.components?.schemas).toHaveProperty(ref!)
  })

  it('declares the error body, the event streams and the files with their content types', () => {
    const ok = (path: string, method: string) =>
      (document.paths[path]?.[method]?.responses as Record<string, { content?: object }> | undefined) ?? {}
    expect(Object.keys(ok('/api/projects', 'get').default?.content ?? {})).toEqual(['application/json'])
    expect(Object.keys(ok('/api/generate/selection', 'post')['200']?.content ?? {})).toEqual(['text/event-stream'])
    expect(Object.keys(ok('/api/draft/next/stream', 'post')['200']?.content ?? {})).toEqual(['text/event-stream'])
    expect(Object.keys(ok('/api/export/{format}', 'post')['200']?.content ?? {})).toContain('application/pdf')
    expect(Object.keys(ok('/api/projects/{id}/images/{imageId}', 'get')['200']?.content ?? {})).toContain('image/png')
    const errorSchema = JSON.stringify(ok('/api/projects', 'get').default)
    expect(errorSchema).toContain('validation_failed')
    expect(errorSchema).toContain('issues')
  })
})
