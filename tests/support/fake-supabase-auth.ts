import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { vi } from 'vitest'

type Callback = (event: AuthChangeEvent, session: Session | null) => void

/** supabase-js with just what the web app's auth store touches; set `state.aal` to change the assurance level. */
export function fakeAuthClient() {
  const state = { callback: null as Callback | null, aal: { currentLevel: 'aal1', nextLevel: 'aal1' } }
  const client = {
    auth: {
      onAuthStateChange: (cb: Callback) => {
        state.callback = cb
        return { data: { subscription: { unsubscribe: () => {} } } }
      },
      getSession: async () => ({ data: { session: null }, error: null }),
      mfa: { getAuthenticatorAssuranceLevel: async () => ({ data: state.aal, error: null }) },
    },
  }
  /** What supabase-js tells its listeners when a session starts, ends or moves. */
  const emit = (event: AuthChangeEvent, session: Session | null) => state.callback?.(event, session)
  return { client, state, emit }
}

export type FakeAuthClient = ReturnType<typeof fakeAuthClient>

/**
 * Mocks the web app's supabase and runtime-config modules for modules imported after this call:
 * `getSupabase` hands out `fake.client` and tells the listeners registered for it.
 */
export function mockSupabase(fake: FakeAuthClient, options: { requested?: boolean; generation?: null } = {}) {
  const created: ((c: unknown) => void)[] = []
  let requested = options.requested ?? false
  const getSupabase = vi.fn(async () => {
    requested = true
    for (const listener of created) listener(fake.client)
    return fake.client
  })
  vi.doMock('@web/lib/supabase.ts', () => ({
    getSupabase,
    isSupabaseRequested: () => requested,
    onSupabaseCreated: (l: (c: unknown) => void) => created.push(l),
    storageKeyFor: () => 'sb-127-auth-token',
  }))
  const generation = 'generation' in options ? { generation: options.generation } : {}
  vi.doMock('@web/lib/runtime-config.ts', () => ({
    loadRuntimeConfig: async () => ({ supabaseUrl: 'http://127.0.0.1:4173', supabaseAnonKey: 'anon', ...generation }),
  }))
  return { getSupabase }
}
