import { createClient } from '@supabase/supabase-js'
import { grantCredits } from '../../src/server/credits/ledger.ts'
import { NoRealtime, newEmail } from './supabase-client.ts'
import type { TestApp } from './test-app.ts'

export interface ApiUser {
  id: string
  email: string
  token: string
}

const PASSWORD = 'correct-horse-battery-9'

/** A confirmed account made through the auth admin API, signed in with supabase-js: 2 credits. */
export async function signedInUser(app: TestApp, tag = 'api'): Promise<ApiUser> {
  const options = { realtime: { transport: NoRealtime as never }, auth: { persistSession: false, autoRefreshToken: false } }
  const email = newEmail(tag)
  const admin = createClient(app.url, app.serviceRoleKey, options)
  const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  if (created.error) throw created.error
  const signedIn = await createClient(app.url, app.anonKey, options).auth.signInWithPassword({ email, password: PASSWORD })
  if (signedIn.error || !signedIn.data.session) throw signedIn.error ?? new Error('no session')
  return { id: signedIn.data.user.id, email, token: signedIn.data.session.access_token }
}

/** Tops the balance up to `credits` with a ledger grant, so the ledger and the balance still agree. */
export async function setBalance(app: TestApp, userId: string, credits: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ credits: number }>('select credits from public.profiles where id = $1', [userId])
    const missing = credits - (rows[0]?.credits ?? 0)
    if (missing < 0) throw new Error('setBalance only adds credits')
    if (missing > 0) await grantCredits(tx, { userId, amount: missing, ref: `test:${crypto.randomUUID()}`, reason: 'test' })
  })
}

export async function balanceOf(app: TestApp, userId: string): Promise<number> {
  return (await app.db.query<{ credits: number }>('select credits from public.profiles where id = $1', [userId])).rows[0]!.credits
}

/**
 * A JSON request to the product API, in process (`app.request`); `body` as a string is sent as is
 * (for malformed JSON). With a `signal` it goes over the socket: a caller that leaves is then a
 * closed connection, as the server sees a browser that goes away.
 */
export function callApi(app: TestApp, path: string, init: { method?: string; token?: string; body?: unknown; signal?: AbortSignal } = {}) {
  const send = init.signal ? (url: string, request: RequestInit) => fetch(`${app.url}${url}`, request) : app.request
  return send(`/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    signal: init.signal,
  })
}
