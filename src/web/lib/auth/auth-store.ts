import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js'
import { createStore } from 'zustand/vanilla'
import { setAccessTokenSource, setSessionRefusedHandler } from '../api-client.ts'
import { loadRuntimeConfig } from '../runtime-config.ts'
import { setAccount } from './account.ts'
import { getSupabase, isSupabaseRequested, onSupabaseCreated, storageKeyFor } from '../supabase.ts'
import { type AuthRedirect, mightHaveSession, readAuthRedirect } from './auth-redirect.ts'
import { type AuthSnapshot, LOADING, SIGNED_OUT } from './auth-state.ts'
import { clearPasswordRecovery, isPasswordRecovery, markPasswordRecovery } from './recovery-flag.ts'
import { endRefusedSession } from './session-refused.ts'

/**
 * The session as the app sees it, kept outside React so any code (API calls, toasts, tests) can
 * reach it and StrictMode's double effects cannot subscribe twice. React reads it through
 * useSyncExternalStore in auth-provider.tsx.
 */
const store = createStore<AuthSnapshot>()(() => LOADING)

function publish(next: AuthSnapshot): void {
  // Before anything renders signed out, the previous user's data is let go of (decision 0029).
  if (next.status === 'signed-out') setAccount(null)
  // Replaced whole: a snapshot is one of the states in auth-state.ts, never a mix of two.
  store.setState(next, true)
}

export const subscribeAuth: (listener: () => void) => () => void = store.subscribe

export const getAuthSnapshot: () => AuthSnapshot = store.getState
export const getServerAuthSnapshot = (): AuthSnapshot => LOADING

/** Read before supabase-js strips the tokens from the address (it does so while starting). */
const redirectAtLoad: AuthRedirect =
  typeof window === 'undefined' ? { type: null, isCallback: false } : readAuthRedirect(window.location.href)

/** True when this page was opened from a password-reset link, or the client reported one. */
export function isRecoveryRedirect(): boolean {
  return (redirectAtLoad.isCallback && redirectAtLoad.type === 'recovery') || getAuthSnapshot().passwordRecovery
}

/** True when this page was opened from the link that confirms a new account's address. */
export const isSignupRedirect = (): boolean => redirectAtLoad.isCallback && redirectAtLoad.type === 'signup'

// Bumped by every auth event: an assurance-level check that finishes after a newer event is dropped.
let generation = 0

async function assuranceNeedsMfa(client: SupabaseClient): Promise<boolean> {
  try {
    const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    if (error || !data) return false
    return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2'
  } catch {
    return false
  }
}

function handleAuthEvent(client: SupabaseClient, event: AuthChangeEvent, session: Session | null): void {
  const current = ++generation
  if (!session) {
    if (event === 'SIGNED_OUT') clearPasswordRecovery()
    publish(SIGNED_OUT)
    return
  }
  const userId = session.user.id
  // Known at once, even while the assurance check below runs: another user's data goes now.
  setAccount(userId)
  if (event === 'PASSWORD_RECOVERY' || (event === 'INITIAL_SESSION' && redirectAtLoad.isCallback && redirectAtLoad.type === 'recovery')) {
    markPasswordRecovery(userId)
  }
  const snapshot = getAuthSnapshot()
  const sameUser = snapshot.status === 'signed-in' && snapshot.user?.id === userId
  // A newly signed-in user waits in 'loading' until the assurance level is known, so no screen
  // shows before the two-factor prompt; a refresh of the same user keeps the screen as it is.
  publish(sameUser ? { ...snapshot, session, user: session.user, passwordRecovery: isPasswordRecovery(userId) } : LOADING)
  // supabase-js runs this callback while holding its lock; calling back into it here would wait
  // on that same lock, so the check runs right after.
  setTimeout(() => {
    void assuranceNeedsMfa(client).then((needsMfa) => {
      if (current !== generation) return
      publish({ status: 'signed-in', session, user: session.user, needsMfa, passwordRecovery: isPasswordRecovery(userId) })
    })
  }, 0)
}

onSupabaseCreated((client) => {
  client.auth.onAuthStateChange((event, session) => handleAuthEvent(client, event, session))
})

// API calls carry the session's token; without a loaded client there is no session to send.
setAccessTokenSource(async () => {
  if (!isSupabaseRequested()) return null
  const { data } = await (await getSupabase()).auth.getSession()
  return data.session?.access_token ?? null
})
// A session the server ended (signed out elsewhere, suspended) is signed out here too.
setSessionRefusedHandler((code) => void endRefusedSession(code))

let started = false

/**
 * The first session check. Loads supabase-js only when a session may exist (stored, or in the
 * URL after an e-mail link); otherwise the visitor is signed out at once, and the client loads
 * when a form needs it or another tab signs in.
 */
export function startAuth(): void {
  if (started) return
  started = true
  void (async () => {
    try {
      const config = await loadRuntimeConfig()
      const storageKey = storageKeyFor(config.supabaseUrl)
      if (isSupabaseRequested() || mightHaveSession(safeLocalStorage(), storageKey, window.location.href)) {
        await getSupabase()
        return
      }
      if (getAuthSnapshot().status === 'loading') publish(SIGNED_OUT)
      // Signing in in another tab writes the key here too; supabase-js then syncs the tabs itself.
      window.addEventListener('storage', (e) => {
        if (e.key === storageKey && e.newValue) void getSupabase()
      })
    } catch (error) {
      console.error('Could not start authentication:', error)
      if (getAuthSnapshot().status === 'loading') publish(SIGNED_OUT)
    }
  })()
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The new password is set: the rest of the app opens up again. */
export function finishPasswordRecovery(): void {
  clearPasswordRecovery()
  const snapshot = getAuthSnapshot()
  if (snapshot.passwordRecovery) publish({ ...snapshot, passwordRecovery: false })
}
