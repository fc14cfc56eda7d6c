import type { Session, User } from '@supabase/supabase-js'

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out'

/** What the app knows about the visitor's session (docs/product.md#auth-session). */
export interface AuthSnapshot {
  status: AuthStatus
  session: Session | null
  user: User | null
  /** Signed in with a verified TOTP factor but only at aal1: the 6-digit code comes before anything else. */
  needsMfa: boolean
  /** Signed in through a password-reset link: choosing a new password comes before anything else. */
  passwordRecovery: boolean
}

/** The first render on the server and in the browser: nothing is known yet (keeps hydration identical). */
export const LOADING: AuthSnapshot = {
  status: 'loading',
  session: null,
  user: null,
  needsMfa: false,
  passwordRecovery: false,
}

export const SIGNED_OUT: AuthSnapshot = { ...LOADING, status: 'signed-out' }
