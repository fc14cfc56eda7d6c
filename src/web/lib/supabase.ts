import type { SupabaseClient } from '@supabase/supabase-js'
import { loadRuntimeConfig } from './runtime-config.ts'

/**
 * The key supabase-js derives by default (`sb-<first label of the host>-auth-token`). Set
 * explicitly so the session probe in auth-store.ts reads exactly the key the client writes.
 */
export function storageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

type CreatedListener = (client: SupabaseClient) => void
const createdListeners = new Set<CreatedListener>()
let clientPromise: Promise<SupabaseClient> | null = null

/**
 * Runs `listener` synchronously as soon as the client exists, before anyone else can use it:
 * the auth store subscribes to auth events there, so no event is missed.
 */
export function onSupabaseCreated(listener: CreatedListener): void {
  createdListeners.add(listener)
}

/** True once something asked for the client (its code may still be loading). */
export function isSupabaseRequested(): boolean {
  return clientPromise !== null
}

/**
 * The one supabase-js client of the app. Its code (~55 KB gzip) loads on first use, never with
 * the first page: a visitor without a stored session does not need it at all.
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= (async () => {
    const [{ createClient }, config] = await Promise.all([import('@supabase/supabase-js'), loadRuntimeConfig()])
    const client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: {
        // The implicit flow (docs/product.md#auth-session): links from e-mails carry the session in the URL hash.
        flowType: 'implicit',
        detectSessionInUrl: true,
        persistSession: true,
        autoRefreshToken: true,
        storageKey: storageKeyFor(config.supabaseUrl),
      },
    })
    for (const listener of createdListeners) listener(client)
    return client
  })()
  clientPromise.catch(() => {
    clientPromise = null
  })
  return clientPromise
}
