import type { AuthContext } from './auth-context.ts'
import type { VerifyType } from './one-time-tokens.ts'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Where a mailed link may send the browser: the site's own origin, or any port of the same
 * loopback host in development (GoTrue's rule, docs/supabase-contract.md#links-from-e-mails). Anything else, including
 * a missing or malformed URL, falls back to the site URL, so a link can never carry tokens to a
 * foreign origin.
 */
export function safeRedirect(siteUrl: string, requested: string | undefined | null): string {
  if (!requested) return siteUrl
  let url: URL
  let site: URL
  try {
    url = new URL(requested)
    site = new URL(siteUrl)
  } catch {
    return siteUrl
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl
  if (url.username || url.password) return siteUrl
  if (url.origin === site.origin) return url.toString()
  if (LOOPBACK.has(site.hostname) && url.hostname === site.hostname) return url.toString()
  return siteUrl
}

/** The link a mail carries: GET /verify on this auth service, which redirects to `redirectTo`. */
export function verifyLink(ctx: AuthContext, token: string, type: VerifyType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo })
  return `${ctx.issuer}/verify?${query.toString()}`
}
