/** What an auth link (reset, confirmation) left in the URL, read the way supabase-js reads it. */
export interface AuthRedirect {
  /** `type` of the link: 'recovery', 'signup', 'magiclink'…; null when the URL carries none. */
  type: string | null
  /** The URL holds a session (implicit flow) or an error that supabase-js will report. */
  isCallback: boolean
}

/** Query and hash parameters merged, the hash winning (as supabase-js's parseParametersFromURL). */
function urlParameters(href: string): URLSearchParams {
  const url = new URL(href)
  const merged = new URLSearchParams(url.search)
  for (const [key, value] of new URLSearchParams(url.hash.replace(/^#/, ''))) merged.set(key, value)
  return merged
}

export function readAuthRedirect(href: string): AuthRedirect {
  const params = urlParameters(href)
  return {
    type: params.get('type'),
    isCallback: params.has('access_token') || params.has('error_description'),
  }
}

/**
 * Whether this browser might hold a session: a stored one, or one (or an error) in the URL.
 * When neither, the visitor is signed out and the supabase-js code need not load at all.
 */
export function mightHaveSession(storage: Pick<Storage, 'getItem'> | null, storageKey: string, href: string): boolean {
  let stored: string | null = null
  try {
    stored = storage?.getItem(storageKey) ?? null
  } catch {
    // Storage can be blocked (privacy settings); supabase-js then keeps the session in memory only.
  }
  return stored !== null || readAuthRedirect(href).isCallback
}
