import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { loadSigningKey } from './signing-key.ts'

describe('GET /auth/v1/.well-known/jwks.json', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('lists only the public ES256 key, cacheable for 10 minutes', async () => {
    const res = await fetch(`${app.url}/auth/v1/.well-known/jwks.json`)
    expect(res.headers.get('cache-control')).toBe('public, max-age=600')
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] }
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: app.auth.key.kid })
    expect(keys[0]).not.toHaveProperty('d')
  })

  it('keeps the same key across restarts (it is stored, not regenerated)', async () => {
    const again = await loadSigningKey(app.db)
    expect(again.kid).toBe(app.auth.key.kid)
  })
})
