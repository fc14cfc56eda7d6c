import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { migrationSources } from '../db/migration-sources.ts'
import { AuthError } from './auth-errors.ts'
import { addressKey, clientIp, countRateLimitHit, emailBucket, enforceRateLimit, refundRateLimit } from './rate-limit.ts'
import { deleteWindowsOlderThan } from './rate-limit.queries.ts'

const projectRoot = new URL('../../../', import.meta.url).pathname
const DAY = 86_400
let counter = 0
const newBucket = () => `test:${process.pid}:${counter++}`

describe.each(databaseKinds)('enforceRateLimit (%s)', (kind) => {
  let db: Database
  // The database with a clock that stands still (decision 0119): a count never straddles a window edge.
  let clocked: Database
  beforeAll(async () => {
    db = await createTestDatabase(kind)
    await migrate(db, migrationSources(projectRoot, true))
    clocked = { ...db, clock: new TestClock() }
  })
  afterAll(() => db.close())

  it('allows `limit` hits per window, then throws 429 over_request_rate_limit', async () => {
    const bucket = newBucket()
    for (let i = 0; i < 3; i++) await enforceRateLimit(clocked, bucket, 3, DAY)
    const error = await enforceRateLimit(clocked, bucket, 3, DAY).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthError)
    expect(error).toMatchObject({ code: 'over_request_rate_limit', status: 429, message: 'Request rate limit reached' })
    // Other buckets are unaffected.
    await expect(enforceRateLimit(clocked, newBucket(), 3, DAY)).resolves.toBeDefined()
  })

  it('holds under concurrency: of 20 simultaneous hits with limit 5, exactly 5 pass', async () => {
    const bucket = newBucket()
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => enforceRateLimit(clocked, bucket, 5, DAY)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
  })

  it('a refunded hit makes room for one more', async () => {
    const bucket = newBucket()
    const first = await enforceRateLimit(clocked, bucket, 2, DAY)
    await enforceRateLimit(clocked, bucket, 2, DAY)
    await refundRateLimit(clocked, first)
    await expect(enforceRateLimit(clocked, bucket, 2, DAY)).resolves.toBeDefined()
    await expect(enforceRateLimit(clocked, bucket, 2, DAY)).rejects.toThrow('Request rate limit reached')
  })

  it('starts counting afresh in the next window of the clock set on the database', async () => {
    const clock = new TestClock('2030-01-07T10:00:59.000Z')
    const ticking: Database = { ...db, clock }
    const bucket = newBucket()
    const hit = await enforceRateLimit(ticking, bucket, 1, 60)
    expect(hit.windowStart.toISOString()).toBe('2030-01-07T10:00:00.000Z')
    await expect(enforceRateLimit(ticking, bucket, 1, 60)).rejects.toThrow('Request rate limit reached')
    clock.advance(1)
    const next = await enforceRateLimit(ticking, bucket, 1, 60)
    expect(next.windowStart.toISOString()).toBe('2030-01-07T10:01:00.000Z')
    // A refund goes back to the window the hit was counted in, not the clock's current one.
    await refundRateLimit(ticking, hit)
    await expect(enforceRateLimit(ticking, bucket, 1, 60)).rejects.toThrow('Request rate limit reached')
  })

  it("reports the time a hit was counted at: the clock's, else the database's now()", async () => {
    const clock = new TestClock('2030-01-07T10:00:42.500Z')
    expect((await countRateLimitHit({ ...db, clock }, newBucket(), 60)).now.toISOString()).toBe('2030-01-07T10:00:42.500Z')
    const { now, windowStart } = await countRateLimitHit(db, newBucket(), 60)
    expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(60_000)
    expect(windowStart.getTime()).toBe(Math.floor(now.getTime() / 60_000) * 60_000)
  })

  it('purges windows by the same clock, so a test clock far from the wall clock keeps its counts', async () => {
    const clock = new TestClock('2020-01-07T10:00:00.000Z')
    const past: Database = { ...db, clock }
    const bucket = newBucket()
    await enforceRateLimit(past, bucket, 1, 60)
    await deleteWindowsOlderThan(past, 2 * DAY)
    await expect(enforceRateLimit(past, bucket, 1, 60)).rejects.toThrow('Request rate limit reached')
    clock.advance(3 * DAY)
    await deleteWindowsOlderThan(past, 2 * DAY)
    const { rows } = await db.query('select 1 from public.rate_limits where bucket = $1', [bucket])
    expect(rows).toHaveLength(0)
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
