import { getSupabase, isSupabaseRequested } from '../supabase.ts'
import { getAuthSnapshot } from './auth-store.ts'

/**
 * Checkout (docs/product.md#pricing-and-checkout): the session's access token; with none, one refresh attempt; null when there
 * is still none. A visitor the app already knows is signed out without a stored session has no
 * refresh token, so supabase-js is not downloaded just to fail.
 */
export async function accessTokenWithRefresh(): Promise<string | null> {
  if (!isSupabaseRequested() && getAuthSnapshot().status === 'signed-out') return null
  const auth = (await getSupabase()).auth
  const { data } = await auth.getSession()
  if (data.session?.access_token) return data.session.access_token
  const refreshed = await auth.refreshSession()
  return refreshed.data.session?.access_token ?? null
}
