import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, getQueryFn, queryDefaults } from './query-client.ts'

const context = (queryKey: string[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never

describe('the default query function', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('GETs the joined query key path', async () => {
    const fetchMock = vi.fn(async () => new Response('{"credits":7}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const data = await getQueryFn()(context(['/api', '__debug', 'credits']))
    expect(data).toEqual({ credits: 7 })
    expect(fetchMock).toHaveBeenCalledWith('/api/__debug/credits', expect.objectContaining({ method: 'GET' }))
  })

  it('throws on 401 like any failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 401 })),
    )
    await expect(getQueryFn()(context(['/api/me']))).rejects.toThrow('401: nope')
  })
})

describe('query defaults', () => {
  it('retry 3 times, 1000 ms doubling up to 30000 ms, and collect garbage after 5 minutes', () => {
    const options = createQueryClient().getDefaultOptions().queries
    expect(options?.retry).toBe(3)
    expect(options?.gcTime).toBe(300_000)
    expect([0, 1, 2, 5, 10].map(queryDefaults.retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })
})
