import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'

const EXTRA = 'http://localhost:5173'

function preflight(app: TestApp, path: string, origin: string) {
  return fetch(`${app.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
    },
  })
}

describe('CORS on /auth/v1 and /rest/v1', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { CORS_ALLOWED_ORIGINS: `${EXTRA}, https://admin.example.com/` } })
  })
  afterAll(() => app.close())

  for (const path of ['/auth/v1/token?grant_type=password', '/rest/v1/profiles']) {
    it(`${path}: the site's own origin and the configured ones may call, without credentials`, async () => {
      for (const origin of [app.url, EXTRA, 'https://admin.example.com']) {
        const res = await preflight(app, path, origin)
        expect(res.status).toBe(204)
        expect(res.headers.get('access-control-allow-origin')).toBe(origin)
        expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-supabase-api-version')
        // Tokens travel in headers; cookies are never needed.
        expect(res.headers.get('access-control-allow-credentials')).toBeNull()
      }
    })

    it(`${path}: any other origin gets no CORS grant`, async () => {
      for (const origin of ['https://evil.example', 'null', `${app.url}.evil.example`]) {
        const res = await preflight(app, path, origin)
        expect(res.headers.get('access-control-allow-origin')).toBeNull()
        expect(res.headers.get('access-control-allow-credentials')).toBeNull()
      }
    })
  }

  it('lets an allowed origin read X-Supabase-Api-Version from a real answer', async () => {
    const res = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { origin: EXTRA, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-Password-5' }),
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('access-control-allow-origin')).toBe(EXTRA)
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-supabase-api-version')
    const foreign = await fetch(`${app.url}/auth/v1/settings`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})
