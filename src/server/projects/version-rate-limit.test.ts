import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { Queryable } from '../db/database.ts'
import { handleError } from '../http/error-handler.ts'
import { enforceVersionRateLimit } from './version-rate-limit.ts'

const WINDOW_START = Date.parse('2026-11-27T10:00:00Z')

/**
 * A database whose rate-limit window (starting at WINDOW_START) has already counted `hits`, this
 * one included, `at` ms into the window by the database's clock (this process's clock plays no part).
 */
const counted = (hits: number, at: number) =>
  ({
    query: async () => ({ rows: [{ hits, window_start: new Date(WINDOW_START), now: new Date(WINDOW_START + at) }] }),
  }) as unknown as Queryable

async function ask(hits: number, at: number) {
  const app = new Hono().onError(handleError)
  app.post('/', async (c) => {
    await enforceVersionRateLimit(c, counted(hits, at), 'user-1', 3)
    return c.body(null, 204)
  })
  const res = await app.request('/', { method: 'POST' })
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: res.status === 204 ? null : await res.json() }
}

describe('enforceVersionRateLimit', () => {
  it('lets the limit through, then answers 429 rate_limited with the seconds left in the minute', async () => {
    expect(await ask(3, 1_000)).toEqual({ status: 204, retryAfter: null, body: null })
    expect(await ask(4, 12_500)).toEqual({
      status: 429,
      retryAfter: '48',
      body: { code: 'rate_limited', message: 'Too many chapter versions kept: at most 3 a minute. Please wait 48 seconds and try again.' },
    })
  })

  it('waits at least a second and at most the window, whatever the clock says', async () => {
    expect(await ask(4, 59_900)).toMatchObject({ retryAfter: '1', body: { message: expect.stringContaining('Please wait a second') } })
    expect(await ask(4, 75_000)).toMatchObject({ retryAfter: '1' })
    expect(await ask(4, -5_000)).toMatchObject({ retryAfter: '60' })
  })
})
