import type { Session } from '@supabase/supabase-js'

/**
 * Which session created its account (decision 0060): the dashboard greets 'Welcome' in that
 * session and 'Welcome back' in every later one. The mark is the session's id (the `session_id`
 * claim of its access token), so a sign-out and sign-in, or another user, never matches it and
 * nothing needs clearing. It names no person and grants nothing.
 */
const KEY = 'folio-new-account-session'

/** The `session_id` claim of a JWT, or null when it has none or cannot be read. */
export function sessionIdOf(accessToken: string): string | null {
  try {
    const payload = accessToken.split('.')[1]
    if (!payload) return null
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { session_id?: unknown }
    return typeof json.session_id === 'string' && json.session_id !== '' ? json.session_id : null
  } catch {
    return null
  }
}

export function markNewAccount(session: Pick<Session, 'access_token'>): void {
  const id = sessionIdOf(session.access_token)
  if (!id) return
  try {
    localStorage.setItem(KEY, id)
  } catch {
    // Blocked storage: the new person is greeted 'Welcome back', nothing worse.
  }
}

export function isNewAccountSession(session: Pick<Session, 'access_token'> | null): boolean {
  const id = session ? sessionIdOf(session.access_token) : null
  if (!id) return false
  try {
    return localStorage.getItem(KEY) === id
  } catch {
    return false
  }
}
