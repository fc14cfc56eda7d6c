import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { Queryable } from '../db/database.ts'
import { handleError } from '../http/error-handler.ts'
import { requireServiceRole } from './service-role.ts'

// Hosted mode never reads the embedded signing keys: a database that fails proves it.
const noDatabase: Queryable = {
  query: () => Promise.reject(new Error('hosted mode must not read the database')),
  exec: () => Promise.reject(new Error('hosted mode must not read the database')),
}

function hostedApp(serviceKey?: string) {
  const config = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: serviceKey }
  const app = new Hono()
  app.onError(handleError)
  app.get('/op', async (c) => {
    await requireServiceRole(c, noDatabase, config)
    return c.json({ ok: true })
  })
  return app
}

const asBearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } })

describe('requireServiceRole in hosted mode', () => {
  it("accepts exactly the project's configured service-role key", async () => {
    expect((await hostedApp('sb_secret_abc').request('/op', asBearer('sb_secret_abc'))).status).toBe(200)
    expect((await hostedApp('sb_secret_abc').request('/op', asBearer('sb_secret_abd'))).status).toBe(401)
    expect((await hostedApp('sb_secret_abc').request('/op')).status).toBe(401)
  })

  it('refuses every key when none is configured', async () => {
    const res = await hostedApp().request('/op', asBearer('anything'))
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'unauthorized', message: 'This needs the service-role key as the bearer token.' })
  })
})
