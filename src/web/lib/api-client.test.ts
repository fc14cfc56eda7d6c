import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, reportSessionRefused, setAccessTokenSource, setSessionRefusedHandler } from './api-client.ts'

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    setAccessTokenSource(() => null)
  })

  it('sends JSON, cookies and the bearer token when there is a session', async () => {
    setAccessTokenSource(async () => 'tok-123')
    const fetchMock = mockFetch(new Response('{"ok":true}', { status: 200 }))
    await apiRequest('POST', '/api/outline', { topic: 'Golf' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    const headers = new Headers(init?.headers)
    expect(url).toBe('/api/outline')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"topic":"Golf"}')
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('authorization')).toBe('Bearer tok-123')
  })

  it('sends no Authorization header without a session', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }))
    await apiRequest('GET', '/api/health')
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false)
  })

  it("turns a non-OK answer into '{status}: {body}' and keeps the error code", async () => {
    mockFetch(new Response('{"code":"insufficient_credits","message":"Insufficient credits."}', { status: 402 }))
    const error = await apiRequest('POST', '/api/draft/start', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('402: {"code":"insufficient_credits","message":"Insufficient credits."}')
    expect((error as ApiError).code).toBe('insufficient_credits')
  })

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }))
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable')
  })
})

describe('a session the server refused', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    setSessionRefusedHandler(() => {})
  })

  it('is handed to the auth layer by its code: signed out (401) or suspended (403), nothing else', async () => {
    const refused = vi.fn()
    setSessionRefusedHandler(refused)
    for (const [status, code] of [
      [401, 'session_not_found'],
      [403, 'user_banned'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [402, 'insufficient_credits'],
    ] as const) {
      mockFetch(new Response(JSON.stringify({ code, message: 'whatever the wording' }), { status }))
      const error = await apiRequest('GET', '/api/__debug/credits').catch((e: unknown) => e)
      expect((error as ApiError).code).toBe(code)
    }
    expect(refused.mock.calls).toEqual([['session_not_found'], ['user_banned']])
  })

  it('is reported from a data API error code too', () => {
    const refused = vi.fn()
    setSessionRefusedHandler(refused)
    expect(reportSessionRefused('user_banned')).toBe(true)
    expect(reportSessionRefused('PGRST116')).toBe(false)
    expect(reportSessionRefused(undefined)).toBe(false)
    expect(refused.mock.calls).toEqual([['user_banned']])
  })
})
