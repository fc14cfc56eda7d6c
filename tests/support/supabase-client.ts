/** Shared pieces of the tests that drive the real supabase-js client in Node. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { TestApp } from './test-app.ts'

/**
 * Node 20 has no WebSocket and supabase-js builds its realtime client eagerly; no test uses it,
 * so any attempt to construct a transport fails loudly. Pass as `realtime: { transport: NoRealtime as never }`.
 */
export class NoRealtime {
  constructor() {
    throw new Error('realtime is not used in these tests')
  }
}

let counter = 0

/** An address no other test (or worker) uses, so tests never collide on unique e-mails. */
export function newEmail(tag = 'user'): string {
  return `${tag}-${process.pid}-${Date.now()}-${counter++}@example.com`
}

/** The password the auth tests sign up with (long enough for any password rule they set). */
export const TEST_PASSWORD = 'correct-horse-battery-9'

/**
 * The real supabase-js client against a test app, without storage, refresh timers or realtime.
 * `flowType: 'implicit'` for tests that read tokens from a mailed link's fragment.
 */
export function testClient(
  app: Pick<TestApp, 'url' | 'anonKey'>,
  key = app.anonKey,
  auth: { flowType?: 'implicit' | 'pkce' } = {},
): SupabaseClient {
  return createClient(app.url, key, {
    realtime: { transport: NoRealtime as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
  })
}

/** A new account through the real client (confirmed at once unless the app asks for confirmation). */
export async function signUpUser(app: Pick<TestApp, 'url' | 'anonKey'>, email = newEmail('user'), password = TEST_PASSWORD) {
  const { data, error } = await testClient(app).auth.signUp({ email, password })
  if (error) throw error
  return { email, password, user: data.user!, session: data.session }
}

/** POST /auth/v1/token?grant_type=…, raw, as supabase-js would send it (for headers and refusals it hides). */
export function postToken(app: Pick<TestApp, 'url' | 'anonKey'>, grant: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: app.anonKey, ...headers },
    body: JSON.stringify(body),
  })
}

/** A raw request to the auth service, for what supabase-js refuses to send (bad ids) or hides (headers). */
export function authRequest(
  app: Pick<TestApp, 'url' | 'anonKey'>,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  return fetch(`${app.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: app.anonKey,
      'x-supabase-api-version': '2024-01-01',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
}
