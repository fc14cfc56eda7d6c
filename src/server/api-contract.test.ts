import type { Hono } from 'hono'
import { hc } from 'hono/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorBodySchema, meResponseSchema } from '@core/api-schemas.ts'
import { creditHistoryResponseSchema } from '@core/credit-history.ts'
import { chapterVersionListResponseSchema, projectSchema } from '@core/project-schemas.ts'
import { selectionStreamEventSchema } from '@core/selection-schemas.ts'
import { createTestDatabase } from '../../tests/support/databases.ts'
import { sampleDocument } from '../../tests/support/project-test-kit.ts'
import { insertUser } from '../../tests/support/users.ts'
import { type ApiRoutes, createApp } from './app.ts'
import { loadConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { createOfflineWriter } from './generation/providers/offline/offline-writer.ts'

/**
 * The typed client (hono/client over ApiRoutes, as src/web/lib/api.ts makes it) against the app
 * in process (decision 0117): for one route of each kind, the call the types allow is the one
 * the server takes, and the answer is the one the declaration names.
 */
describe('typed calls and the server agree', () => {
  let db: Database
  let app: Hono
  let userId: string
  let client: ReturnType<typeof hc<ApiRoutes>>
  beforeAll(async () => {
    db = await createTestDatabase('pglite', { migrated: true })
    userId = await insertUser(db, 'contract@example.com')
    // The bearer token is the user's id: this test is about the contract, not about tokens.
    const verifier = {
      verify: async (token: string) => ({ sub: token, aud: 'authenticated', role: 'authenticated', email: 'contract@example.com' }),
    }
    app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), db, verifier, provider: createOfflineWriter({ chunkDelayMs: 0 }) })
    client = hc<ApiRoutes>('http://folio.test/api', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input instanceof Request ? input : String(input), init),
      headers: { Authorization: `Bearer ${userId}` },
    })
  })
  afterAll(() => db.close())

  it('a JSON GET: /me', async () => {
    const res = await client.me.$get()
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(meResponseSchema.parse(body)).toEqual({ id: userId, email: 'contract@example.com' })
  })

  it('a query: /credits/history?limit=', async () => {
    const res = await client.credits.history.$get({ query: { limit: '5' } })
    expect(res.status).toBe(200)
    expect(creditHistoryResponseSchema.parse(await res.json()).entries.length).toBeLessThanOrEqual(5)
  })

  it('a JSON body, a path parameter, a 201 and a 204: the projects', async () => {
    const created = await client.projects.$post({ json: sampleDocument() })
    expect(created.status).toBe(201)
    const project = projectSchema.parse(await created.json())
    const read = await client.projects[':id'].$get({ param: { id: project.id } })
    expect(read.status).toBe(200)
    expect(projectSchema.parse(await read.json()).title).toBe(project.title)
    const chapterId = project.chapters[0]!.id
    const versions = await client.projects[':id'].versions.$get({ param: { id: project.id }, query: { chapterId } })
    expect(chapterVersionListResponseSchema.parse(await versions.json())).toEqual({ versions: [] })
    const deleted = await client.projects[':id'].$delete({ param: { id: project.id } })
    expect(deleted.status).toBe(204)
  })

  it('an error: the declared body, from the one table', async () => {
    const res = await client.credits.history.$get({ query: { limit: '0' } })
    expect(res.status).toBe(400)
    const body = apiErrorBodySchema.parse(await res.json())
    expect(body.code).toBe('validation_failed')
    expect(body.issues?.[0]?.path).toBe('limit')
  })

  it('asks who and which before what: a signed-out bad body is 401, a malformed id with a bad body 404', async () => {
    const send = (path: string, method: string, token?: string) =>
      app.request(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: '{"title": 1',
      })
    expect((await send('/projects', 'POST')).status).toBe(401)
    const malformed = await send('/projects/not-a-uuid', 'PATCH', userId)
    expect([malformed.status, ((await malformed.json()) as { code: string }).code]).toEqual([404, 'not_found'])
    const badJson = await send('/projects', 'POST', userId)
    expect([badJson.status, ((await badJson.json()) as { code: string }).code]).toEqual([400, 'invalid_json'])
    const notJson = await app.request('/api/projects', { method: 'POST', headers: { authorization: `Bearer ${userId}` }, body: 'x' })
    expect([notJson.status, ((await notJson.json()) as { code: string }).code]).toEqual([415, 'unsupported_media_type'])
  })

  it('a declared body is read by json-input.ts: a lone surrogate becomes U+FFFD, never a 500', async () => {
    const text = JSON.stringify({ ...sampleDocument(), title: 'Half PLACEHOLDER pair' }).replace('PLACEHOLDER', '\\ud800')
    const res = await app.request('/api/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${userId}` },
      body: text,
    })
    expect(res.status).toBe(201)
    expect(projectSchema.parse(await res.json()).title).toBe('Half \uFFFD pair')
  })

  it('an event stream: /generate/selection', async () => {
    const res = await client.generate.selection.$post(
      { json: { action: 'shorten', selection: 'A long sentence that could be shorter than it is.' } },
      { headers: { Accept: 'text/event-stream' } },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const events = (await res.text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => selectionStreamEventSchema.parse(JSON.parse(line.slice('data: '.length))))
    expect(events.at(-1)?.type).toBe('done')
  })

  it('a file: /export/markdown', async () => {
    const res = await client.export[':format'].$post(
      { param: { format: 'markdown' }, query: {} },
      {
        init: {
          body: JSON.stringify({ title: 'T', description: 'D', productType: 'guide', chapters: [{ title: 'A', content: 'B' }] }),
          // The body is declared for the document only (the route reads it after its slot), so it goes as init.
          headers: { 'content-type': 'application/json', Authorization: `Bearer ${userId}` },
        },
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('attachment')
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })
})
