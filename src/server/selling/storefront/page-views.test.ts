import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../db/database.ts'
import { isCountableView, pageViewCounter } from './page-views.ts'

const request = (method: string, headers: Record<string, string>) => ({ method, header: (name: string) => headers[name] })
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

describe('what counts as a page view (decision 130)', () => {
  it('counts a browser’s GET', () => {
    expect(isCountableView(request('GET', { 'user-agent': CHROME }))).toBe(true)
    expect(isCountableView(request('GET', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' }))).toBe(
      true,
    )
  })

  it('does not count HEAD, bots, previews, tools or prefetches', () => {
    expect(isCountableView(request('HEAD', { 'user-agent': CHROME }))).toBe(false)
    for (const agent of [
      '',
      'Googlebot/2.1',
      'bingbot/2.0',
      'Twitterbot/1.0',
      'WhatsApp/2.23',
      'python-requests/2.31',
      'Go-http-client/1.1',
    ])
      expect(isCountableView(request('GET', { 'user-agent': agent })), agent).toBe(false)
    expect(isCountableView(request('GET', { 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' }))).toBe(false)
    expect(isCountableView(request('GET', { 'user-agent': CHROME, 'x-moz': 'prefetch' }))).toBe(false)
  })
})

describe('the page view counter', () => {
  it('writes what it counted in one batch per flush, and keeps the counts when a write fails', async () => {
    const writes: unknown[][] = []
    let fail = true
    const db = {
      query: async (_sql: string, params: unknown[]) => {
        if (fail) throw new Error('database away')
        writes.push(params)
        return { rows: [] }
      },
    } as unknown as Queryable
    const counter = pageViewCounter(db, 60_000)
    counter.count('p1', '2030-01-07')
    counter.count('p1', '2030-01-07')
    counter.count('p2', '2030-01-07')
    await counter.flush()
    expect(writes).toEqual([])
    fail = false
    counter.count('p1', '2030-01-07')
    await counter.flush()
    expect(writes).toEqual([
      [
        ['p1', 'p2'],
        ['2030-01-07', '2030-01-07'],
        [3, 1],
      ],
    ])
    await counter.close()
    expect(writes).toHaveLength(1)
  })
})
