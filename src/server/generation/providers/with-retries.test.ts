import { APICallError } from 'ai'
import { describe, expect, it, vi } from 'vitest'
import { classifyError, retryAfterMs } from './classify-error.ts'
import { ProviderError } from './provider-error.ts'
import { retryDelayMs, retryPolicy, sleep, withRetries } from './with-retries.ts'
import { captureLog } from '../../../../tests/support/capture-log.ts'

function apiError(statusCode: number | undefined, headers: Record<string, string> = {}) {
  return new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'http://fake/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    isRetryable: statusCode === undefined,
  })
}

function policy(overrides = {}) {
  const waits: number[] = []
  const p = retryPolicy({ maxRetries: 3, timeoutMs: 1000 }, { sleep: async (ms) => void waits.push(ms), random: () => 1, ...overrides })
  return { p, waits }
}

describe('retryAfterMs', () => {
  it('reads retry-after-ms first, then retry-after seconds or an HTTP date', () => {
    expect(retryAfterMs({ 'retry-after-ms': '1500', 'retry-after': '9' })).toBe(1500)
    expect(retryAfterMs({ 'retry-after': '3' })).toBe(3000)
    const now = Date.parse('2025-01-01T00:00:00Z')
    expect(retryAfterMs({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }, now)).toBe(5000)
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeUndefined()
    expect(retryAfterMs(undefined)).toBeUndefined()
  })
})

describe('classifyError', () => {
  it.each([
    [408, 'timeout', true],
    [409, 'unavailable', true],
    [429, 'rate_limited', true],
    [500, 'unavailable', true],
    [503, 'unavailable', true],
    [400, 'refused', false],
    [401, 'refused', false],
    [403, 'refused', false],
    [404, 'refused', false],
    [422, 'refused', false],
  ] as const)('HTTP %i is %s (retryable: %s)', (status, failure, retryable) => {
    expect(classifyError(apiError(status), false)).toMatchObject({ failure, retryable })
  })

  it('treats network failures and our own timeout as retryable', () => {
    expect(classifyError(apiError(undefined), false)).toMatchObject({ failure: 'unavailable', retryable: true })
    expect(
      classifyError(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }), false),
    ).toMatchObject({
      failure: 'unavailable',
      retryable: true,
    })
    expect(classifyError(new DOMException('aborted', 'AbortError'), true)).toMatchObject({ failure: 'timeout', retryable: true })
  })
})

describe('retryDelayMs', () => {
  it('uses full jitter over an exponential ceiling capped at maxDelayMs', () => {
    const p = retryPolicy({ maxRetries: 9, timeoutMs: 1 }, { baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.999 })
    expect([0, 1, 2, 3, 4, 8].map((r) => retryDelayMs(r, undefined, p))).toEqual([99, 199, 399, 799, 999, 999])
    expect(retryDelayMs(3, undefined, { ...p, random: () => 0 })).toBe(0)
  })

  it("takes the server's wait as it is, and gives up when it is beyond the cap", () => {
    const p = retryPolicy({ maxRetries: 9, timeoutMs: 1 }, { maxDelayMs: 20_000 })
    expect(retryDelayMs(0, 7000, p)).toBe(7000)
    expect(retryDelayMs(0, 60_000, p)).toBeUndefined()
  })
})

describe('withRetries', () => {
  it('retries retryable failures up to maxRetries, then maps the last one', async () => {
    const { p, waits } = policy()
    const call = vi.fn().mockRejectedValue(apiError(502))
    const error = await withRetries(call, p).catch((e: unknown) => e)
    expect(call).toHaveBeenCalledTimes(4)
    expect(waits).toEqual([500, 1000, 2000])
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ failure: 'unavailable' })
  })

  it('returns the first success', async () => {
    const { p, waits } = policy()
    const call = vi
      .fn()
      .mockRejectedValueOnce(apiError(429, { 'retry-after': '2' }))
      .mockResolvedValue('ok')
    await expect(withRetries(call, p)).resolves.toBe('ok')
    expect(waits).toEqual([2000])
  })

  it("gives up on a wait past the cap and hands the server's wait on, so a draft re-queues the chapter for it", async () => {
    const { p } = policy()
    const error = await withRetries(() => Promise.reject(apiError(429, { 'retry-after': '60' })), p).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ failure: 'rate_limited', retryAfterMs: 60_000 })
  })

  it('never retries a 4xx other than 408/409/429', async () => {
    const { p } = policy()
    captureLog()
    const call = vi.fn().mockRejectedValue(apiError(400))
    await expect(withRetries(call, p)).rejects.toMatchObject({ failure: 'refused', message: expect.not.stringContaining('400') })
    expect(call).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })

  it('times out each attempt on its own timer', async () => {
    const { p } = policy({})
    const hang = (a: { signal: AbortSignal }) =>
      new Promise((_, reject) => a.signal.addEventListener('abort', () => reject(a.signal.reason)))
    const started = Date.now()
    const error = await withRetries(hang, { ...p, timeoutMs: 50, maxRetries: 1 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ failure: 'timeout' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(95)
  })

  it("stops at once on the caller's abort, even while waiting to retry", async () => {
    const controller = new AbortController()
    const p = retryPolicy({ maxRetries: 5, timeoutMs: 1000 }, { baseDelayMs: 10_000, random: () => 1 })
    const call = vi.fn().mockRejectedValue(apiError(500))
    const pending = withRetries(call, p, controller.signal)
    setTimeout(() => controller.abort(new Error('gone')), 20)
    await expect(pending).rejects.toThrow('gone')
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('sleep rejects when aborted', async () => {
    await expect(sleep(10_000, AbortSignal.abort(new Error('stop')))).rejects.toThrow('stop')
  })
})
