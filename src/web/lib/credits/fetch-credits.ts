import { apiRequest } from '../api-client.ts'
import { getSupabase } from '../supabase.ts'

function asCredits(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : null
}

async function fromApi(): Promise<number | null> {
  const res = await apiRequest('GET', '/api/__debug/credits')
  return asCredits(((await res.json()) as { credits?: unknown }).credits)
}

async function fromProfile(userId: string): Promise<number | null> {
  const client = await getSupabase()
  const { data, error } = await client.from('profiles').select('credits').eq('id', userId).single<{ credits: unknown }>()
  return error ? null : asCredits(data?.credits)
}

/**
 * The balance (docs/product.md#product-api) from GET /api/__debug/credits; when that fails (e.g. 404, no profile yet),
 * the profile's credits read from the database; when that fails too, 0.
 */
export async function fetchCredits(userId: string): Promise<number> {
  try {
    const credits = await fromApi()
    if (credits !== null) return credits
  } catch {
    // Fall through to the profile.
  }
  try {
    return (await fromProfile(userId)) ?? 0
  } catch {
    return 0
  }
}
