import { useSyncExternalStore } from 'react'
import { toast } from '@web/components/ui/use-toast.ts'
import { getSupabase } from '../supabase.ts'
import type { AuthSnapshot } from './auth-state.ts'
import { getAuthSnapshot, getServerAuthSnapshot, subscribeAuth } from './auth-store.ts'

/** Signs out of this device. Failures become toasts (docs/product.md#sign-in-screens); true when signed out. */
export async function signOut(): Promise<boolean> {
  try {
    const client = await getSupabase()
    const { error } = await client.auth.signOut()
    if (error) {
      toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' })
      return false
    }
    return true
  } catch {
    toast({ title: 'Sign out failed', description: 'An unexpected error occurred', variant: 'destructive' })
    return false
  }
}

export type AuthValue = AuthSnapshot & { signOut: typeof signOut }

/** The visitor's session. 'loading' on the server and on the first browser render (hydration). */
export function useAuth(): AuthValue {
  const snapshot = useSyncExternalStore(subscribeAuth, getAuthSnapshot, getServerAuthSnapshot)
  return { ...snapshot, signOut }
}
