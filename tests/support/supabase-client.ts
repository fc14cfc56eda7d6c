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

/**
 * Rate-limit windows start on multiples of their length (the database clock). A test that counts
 * up to a limit first waits out a window about to end, so all its hits land in one window.
 */
export async function awayFromWindowEdge(windowSeconds: number, needSeconds = 45): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds)
  if (left < needSeconds) await new Promise((done) => setTimeout(done, (left + 0.25) * 1000))
}

/** The real supabase-js client against a test app, without storage, refresh timers or realtime. */
export function testClient(app: Pick<TestApp, 'url' | 'anonKey'>, key = app.anonKey): SupabaseClient {
  return createClient(app.url, key, {
    realtime: { transport: NoRealtime as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** A raw request to the auth service, for what supabase-js refuses to send (bad ids) or hides (headers). */
export function authRequest(app: Pick<TestApp, 'url' | 'anonKey'>, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
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
