import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { createLocalJWKSet } from 'jose'
import { InvalidTokenError, verifyAccessToken } from '../auth/access-token.ts'
import { bearerToken } from '../auth/bearer.ts'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { findEmbeddedSigningKeys } from './admin-credits.queries.ts'

const NEEDS_KEY = 'This needs the service-role key as the bearer token.'

/**
 * Operator endpoints take the service-role key, as GoTrue's admin API does. The product API's
 * token verifier only accepts user sessions (it checks `aud: authenticated`, which API keys lack),
 * so the key is checked here against the embedded auth's own signing keys.
 */
export async function requireServiceRole(
  c: Context,
  db: Queryable,
  config: Pick<Config, 'SUPABASE_URL' | 'SUPABASE_SERVICE_ROLE_KEY'>,
): Promise<void> {
  const token = bearerToken(c)
  if (!token) throw new AppError('unauthorized', NEEDS_KEY)
  // Hosted keys are signed with the project's secret (or are opaque): compare with the configured one.
  if (config.SUPABASE_URL) {
    if (!config.SUPABASE_SERVICE_ROLE_KEY || !sameSecret(token, config.SUPABASE_SERVICE_ROLE_KEY))
      throw new AppError('unauthorized', NEEDS_KEY)
    return
  }
  const keys = await findEmbeddedSigningKeys(db)
  if (keys.length === 0) throw new AppError('unauthorized', NEEDS_KEY)
  let role: string
  try {
    role = (await verifyAccessToken(createLocalJWKSet({ keys }), token)).role
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new AppError('unauthorized', NEEDS_KEY)
    throw error
  }
  // A user's session or the public anon key is valid but is not the operator.
  if (role !== 'service_role' && role !== 'supabase_admin') throw new AppError('forbidden', 'Only the service-role key may do this.')
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
