import { useEffect } from 'react'
import { getSupabase } from '@web/lib/supabase.ts'

/** Starts loading the auth client while the person types, so submitting does not wait for it. */
export function usePreloadAuthClient(): void {
  useEffect(() => {
    // A failure here resurfaces, with its message, when the form submits.
    getSupabase().catch(() => undefined)
  }, [])
}
