import { cors } from 'hono/cors'

/** What supabase-js sends and reads across origins (the hosted gateway allows the same). */
export function supabaseCors() {
  return cors({
    origin: (origin) => origin,
    credentials: true,
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
