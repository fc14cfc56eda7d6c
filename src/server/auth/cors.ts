import { cors } from 'hono/cors'
import type { Config } from '../config.ts'

/**
 * What supabase-js sends and reads across origins. Only the site's own origin and the configured
 * extra ones get an answer: tokens travel in headers, never in cookies, so no credentials are
 * allowed, and a page elsewhere cannot read what the API answers its visitors' browsers.
 */
export function supabaseCors(config: Pick<Config, 'siteUrl' | 'CORS_ALLOWED_ORIGINS'>) {
  const allowed = new Set([new URL(config.siteUrl).origin, ...config.CORS_ALLOWED_ORIGINS])
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
    allowHeaders: [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'x-supabase-api-version',
      'accept-profile',
      'content-profile',
      'prefer',
      'range',
      'x-upsert',
    ],
    exposeHeaders: ['X-Supabase-Api-Version', 'x-sb-error-code', 'content-range', 'x-total-count', 'link', 'www-authenticate'],
    maxAge: 86_400,
  })
}
