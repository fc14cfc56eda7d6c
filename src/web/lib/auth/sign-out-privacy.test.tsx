// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAuthClient, mockSupabase } from '../../../../tests/support/fake-supabase-auth.ts'

/**
 * Issue 13 item 3, end to end inside one tab: supabase-js's auth events (this tab's, or another
 * tab's that it relays over its BroadcastChannel) reach every piece of per-user state the app
 * keeps in the browser, before the next person's screen renders.
 */

const session = (id: string) => ({ access_token: `token-${id}`, user: { id, email: `${id}@example.com` } }) as unknown as Session
const outline = { title: 'Private plan of A', description: 'Only for A', chapters: [{ title: 'One' }] }

async function loadApp() {
  vi.resetModules()
  const fake = fakeAuthClient()
  mockSupabase(fake, { requested: true, generation: null })
  const { AuthProvider } = await import('./auth-provider.tsx')
  const form = await import('../generator/generator-store.ts')
  // The app's own cache, as a signed-in user's screens have loaded it (decision 64).
  const client = await (await import('../app-query-client.ts')).loadQueryClient()
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity, queryFn: () => new Promise(() => {}) } })

  function Screen() {
    const { topic, outline: shown } = form.useGeneratorForm()
    const resumable = form.useGeneratorTab((s) => s.resumable)
    return (
      <p>
        topic={topic}; outline={shown?.title ?? 'none'}; resumable={resumable?.jobId ?? 'none'}
      </p>
    )
  }
  render(
    <AuthProvider>
      <Screen />
    </AuthProvider>,
  )
  const emit = async (event: AuthChangeEvent, s: Session | null) => {
    await vi.waitFor(() => expect(fake.state.callback).not.toBeNull())
    act(() => fake.state.callback?.(event, s))
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
  }
  return { client, form, emit }
}

/** What user A leaves behind: a topic and an outline, a resume offer, cached answers and a mutation's document. */
async function leaveTracesOfA(app: Awaited<ReturnType<typeof loadApp>>) {
  await app.emit('INITIAL_SESSION', session('user-a'))
  act(() => {
    app.form.updateGeneratorForm({ topic: 'Private topic of user A', outline, targetAudience: 'Only A' })
    app.form.setGeneratorTab({ resumable: { jobId: 'job-of-a' } as never, progress: { text: 'Writing A', percent: 50 } })
  })
  app.client.setQueryData(['user', 'user-a', 'credits'], 8)
  await app.client
    .getMutationCache()
    .build(app.client, { mutationFn: async (doc: string) => doc })
    .execute('Private document of user A')
  expect(screen.getByText(/topic=/)).toHaveTextContent('topic=Private topic of user A; outline=Private plan of A; resumable=job-of-a')
  expect(JSON.stringify({ ...localStorage })).toContain('Private topic of user A')
}

function expectNothingOfA(app: Awaited<ReturnType<typeof loadApp>>) {
  expect(screen.getByText(/topic=/)).toHaveTextContent('topic=; outline=none; resumable=none')
  expect(app.form.getGeneratorTab().progress).toBeNull()
  expect(app.client.getQueryData(['user', 'user-a', 'credits'])).toBeUndefined()
  expect(app.client.getMutationCache().getAll()).toEqual([])
  const stored = JSON.stringify({ ...localStorage })
  expect(stored).not.toContain('Private topic of user A')
  expect(stored).not.toContain('Private plan of A')
}

describe('sign-out privacy in the browser (issue 13 item 3)', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    localStorage.setItem('sb-127-auth-token', '{}')
  })
  afterEach(() => {
    cleanup()
    vi.doUnmock('../supabase.ts')
    vi.doUnmock('../runtime-config.ts')
  })

  it("Logout clears everything of the user's", async () => {
    const app = await loadApp()
    await leaveTracesOfA(app)
    await app.emit('SIGNED_OUT', null)
    expectNothingOfA(app)
  })

  it('another user signing in with no sign-out in between (another tab, an expired session) gets none of it', async () => {
    const app = await loadApp()
    await leaveTracesOfA(app)
    await app.emit('SIGNED_IN', session('user-b'))
    expectNothingOfA(app)
  })

  it("a visitor's topic stays through their sign-in, and the same user's token refresh keeps their work", async () => {
    const app = await loadApp()
    await app.emit('INITIAL_SESSION', null)
    act(() => app.form.updateGeneratorForm({ topic: 'Typed before signing in' }))
    await app.emit('SIGNED_IN', session('user-a'))
    await app.emit('TOKEN_REFRESHED', session('user-a'))
    expect(screen.getByText(/topic=/)).toHaveTextContent('topic=Typed before signing in;')
    await app.emit('SIGNED_OUT', null)
    await app.emit('SIGNED_IN', session('user-b'))
    expect(screen.getByText(/topic=/)).toHaveTextContent('topic=;')
  })
})
