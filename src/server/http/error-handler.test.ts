import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testLogger } from '../../../tests/support/capture-log.ts'
import { createApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { openPglite } from '../db/pglite-database.ts'
import type { TokenVerifier } from '../auth/request-user.ts'

// A key store that breaks: an error nobody planned for, thrown from deep inside a real route.
const brokenVerifier: TokenVerifier = {
  verify: async () => {
    throw new Error('the key store fell over')
  },
}

describe('an unexpected error (500)', () => {
  let db: Database
  beforeAll(async () => void (db = await openPglite()))
  afterAll(() => db.close())

  it('answers {code, message, requestId} with the X-Request-Id header, and logs one line with that id and the error', async () => {
    const { logger, lines } = testLogger()
    const app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), db, verifier: brokenVerifier, logger })
    const res = await app.request('/api/me?access_token=secret-in-query', { headers: { authorization: 'Bearer x' } })

    expect(res.status).toBe(500)
    const body = await res.json()
    expect(body).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
      requestId: expect.any(String),
    })
    expect(res.headers.get('x-request-id')).toBe(body.requestId)
    expect(JSON.stringify(body)).not.toContain('key store')

    const errors = lines.filter((line) => line.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ requestId: body.requestId, method: 'GET', path: '/api/me', msg: 'Unhandled error on GET /api/me' })
    expect(errors[0]?.err?.message).toBe('the key store fell over')
    expect(errors[0]?.err?.stack).toContain('error-handler.test.ts')
    // The query string may carry a token: no line holds it.
    expect(JSON.stringify(lines)).not.toContain('secret-in-query')
  })

  it('keeps the answers of expected errors as they were: no request id in the body, no error line', async () => {
    const { logger, lines } = testLogger()
    const app = createApp({ config: loadConfig({ NODE_ENV: 'test' }), db, logger })
    const res = await app.request('/api/me')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'unauthorized', message: expect.any(String) })
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines.filter((line) => line.level === 'error')).toEqual([])
  })
})
