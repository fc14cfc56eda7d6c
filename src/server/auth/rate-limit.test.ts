import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { migrationSources } from '../db/migration-sources.ts'
import { AuthError } from './auth-errors.ts'
import { addressKey, clientIp, emailBucket, enforceRateLimit, refundRateLimit } from './rate-limit.ts'

const projectRoot = new URL('../../../', import.meta.url).pathname
// A day-long window: a count that straddles a window edge would make these tests flaky.
const DAY = 86_400
let counter = 0
const newBucket = () => `test:${process.pid}:${counter++}`

describe.each(databaseKinds)('enforceRateLimit (%s)', (kind) => {
  let db: Database
  beforeAll(async () => {
    db = await createTestDatabase(kind)
    await migrate(db, migrationSources(projectRoot, true))
  })
  afterAll(() => db.close())

  it('allows `limit` hits per window, then throws 429 over_request_rate_limit', async () => {
    const bucket = newBucket()
    for (let i = 0; i < 3; i++) await enforceRateLimit(db, bucket, 3, DAY)
    const error = await enforceRateLimit(db, bucket, 3, DAY).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthError)
    expect(error).toMatchObject({ code: 'over_request_rate_limit', status: 429, message: 'Request rate limit reached' })
    // Other buckets are unaffected.
    await expect(enforceRateLimit(db, newBucket(), 3, DAY)).resolves.toBeDefined()
  })

  it('holds under concurrency: of 20 simultaneous hits with limit 5, exactly 5 pass', async () => {
    const bucket = newBucket()
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => enforceRateLimit(db, bucket, 5, DAY)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
  })

  it('a refunded hit makes room for one more', async () => {
    const bucket = newBucket()
    const first = await enforceRateLimit(db, bucket, 2, DAY)
    await enforceRateLimit(db, bucket, 2, DAY)
    await refundRateLimit(db, first)
    await expect(enforceRateLimit(db, bucket, 2, DAY)).resolves.toBeDefined()
    await expect(enforceRateLimit(db, bucket, 2, DAY)).rejects.toThrow('Request rate limit reached')
  })

  it('starts counting afresh in the next window', async () => {
    // A 1-second window: under load the second call may fall in the next one, so ask again then.
    let bucket = newBucket()
    let hit = await enforceRateLimit(db, bucket, 1, 1)
    for (let tries = 0; ; tries++) {
      const again = await enforceRateLimit(db, bucket, 1, 1).catch((error: unknown) => error)
      if (again instanceof AuthError) break
      expect((again as typeof hit).windowStart.getTime()).not.toBe(hit.windowStart.getTime())
      expect(tries).toBeLessThan(5)
      bucket = newBucket()
      hit = await enforceRateLimit(db, bucket, 1, 1)
    }
    // Wait until the database clock is past the window.
    await new Promise((done) => setTimeout(done, Math.max(0, hit.windowStart.getTime() + 1100 - Date.now())))
    await expect(enforceRateLimit(db, bucket, 1, 1)).resolves.toBeDefined()
  })
})

describe('emailBucket', () => {
  it('keeps no address in the table and ignores case', () => {
    expect(emailBucket('password', 'Ada@Example.com')).toBe(emailBucket('password', 'ada@example.com'))
    expect(emailBucket('password', 'ada@example.com')).not.toContain('ada')
  })
})

describe('clientIp', () => {
  async function ipOf(trustProxy: boolean, headers: Record<string, string>) {
    const app = new Hono()
    app.get('/', (c) => c.text(clientIp(c, { TRUST_PROXY: trustProxy })))
    return (await app.request('/', { headers })).text()
  }

  it('is the socket peer when the server passes its Node bindings on (as main.ts does)', async () => {
    const app = new Hono()
    app.get('/', (c) => c.text(clientIp(c, { TRUST_PROXY: false })))
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((done) => server.once('listening', () => done()))
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        headers: { 'x-forwarded-for': '203.0.113.1' },
      })
      expect(await res.text()).toBe('127.0.0.1')
    } finally {
      await new Promise<void>((done) => server.close(() => done()))
    }
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    expect(await ipOf(false, { 'x-forwarded-for': '203.0.113.1' })).toBe('unknown')
  })

  it('behind a proxy takes the last hop, which the proxy appended', async () => {
    expect(await ipOf(true, { 'x-forwarded-for': '10.9.9.9, 203.0.113.1' })).toBe('203.0.113.1')
    expect(await ipOf(true, {})).toBe('unknown')
  })
})

describe('addressKey', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key)
  })
})
