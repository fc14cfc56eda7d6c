import { errorTable, type SessionRefusedCode } from '@core/errors.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { getSupabase, isSupabaseRequested } from '../supabase.ts'

export const SUSPENDED_TEXT = `${errorTable.user_banned.message} You have been signed out.`

let ending: Promise<void> | null = null

/**
 * The server refused this browser's session for good (signed out on another device, or the
 * account suspended): sign it out here too, and say why, once however many requests were refused.
 * `scope: 'local'` only clears this browser; the server has already ended the session.
 */
export function endRefusedSession(code: SessionRefusedCode): Promise<void> {
  ending ??= (async () => {
    try {
      if (isSupabaseRequested()) await (await getSupabase()).auth.signOut({ scope: 'local' })
    } catch (error) {
      console.error('Could not clear the ended session:', error)
    } finally {
      toast(
        code === 'user_banned'
          ? { title: 'Account suspended', description: SUSPENDED_TEXT, variant: 'destructive' }
          : { title: 'Signed out', description: errorTable.session_not_found.message },
      )
      ending = null
    }
  })()
  return ending
}
