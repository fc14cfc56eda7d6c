// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** supabase-js with just what signing out touches; a session is stored, so the client is loaded. */
function fakeClient() {
  const signOut = vi.fn(async (_options?: { scope?: string }) => ({ error: null }))
  const client = {
    auth: {
      signOut,
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      getSession: async () => ({ data: { session: { access_token: 'old-token' } }, error: null }),
    },
  }
  return { client, signOut }
}

async function load() {
  const fake = fakeClient()
  const toast = vi.fn()
  vi.doMock('../supabase.ts', () => ({
    getSupabase: async () => fake.client,
    isSupabaseRequested: () => true,
    onSupabaseCreated: () => {},
    storageKeyFor: () => 'sb-127-auth-token',
  }))
  vi.doMock('@web/components/ui/use-toast.ts', () => ({ toast }))
  // The store registers what a refused session does, as in the app.
  await import('./auth-store.ts')
  const api = await import('../api-client.ts')
  return { api, toast, signOut: fake.signOut }
}

const answer = (status: number, code: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code, message: 'm' }), { status })),
  )

describe('the web app and a session the server refused', () => {
  beforeEach(() => vi.resetModules())
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.doUnmock('../supabase.ts')
    vi.doUnmock('@web/components/ui/use-toast.ts')
  })

  it('signs a signed-out session out of this browser once, however many calls were refused', async () => {
    const { api, toast, signOut } = await load()
    answer(401, 'session_not_found')
    await Promise.all([1, 2, 3].map(() => api.apiRequest('GET', '/api/projects').catch(() => undefined)))
    await vi.waitFor(() => expect(toast).toHaveBeenCalled())
    expect(signOut.mock.calls).toEqual([[{ scope: 'local' }]])
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast.mock.calls[0]?.[0]).toMatchObject({ title: 'Signed out' })
  })

  it('tells a suspended user so, and signs them out', async () => {
    const { api, toast, signOut } = await load()
    answer(403, 'user_banned')
    await api.apiRequest('POST', '/api/outline', { topic: 'x' }).catch(() => undefined)
    await vi.waitFor(() => expect(toast).toHaveBeenCalled())
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' })
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      title: 'Account suspended',
      description: 'This account has been suspended. You have been signed out.',
      variant: 'destructive',
    })
  })

  it('leaves the session alone for other refusals', async () => {
    const { api, toast, signOut } = await load()
    answer(402, 'insufficient_credits')
    await api.apiRequest('POST', '/api/outline', { topic: 'x' }).catch(() => undefined)
    answer(401, 'unauthorized')
    await api.apiRequest('GET', '/api/projects').catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(signOut).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalled()
  })
})
