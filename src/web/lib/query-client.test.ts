import { describe, expect, it } from 'vitest'
import { createQueryClient, queryDefaults } from './query-client.ts'

describe('query defaults', () => {
  it('retry 3 times, 1000 ms doubling up to 30000 ms, and collect garbage after 5 minutes', () => {
    const options = createQueryClient().getDefaultOptions().queries
    expect(options?.retry).toBe(3)
    expect(options?.gcTime).toBe(300_000)
    expect([0, 1, 2, 5, 10].map(queryDefaults.retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })
})
