import type { Context } from 'hono'
import { z } from 'zod'
import { AuthError } from './auth-errors.ts'

const uuid = z.guid()

/** Path ids must be UUIDs (docs/supabase-contract.md#auth-endpoints): anything else is a 400 before any lookup reaches the database. */
export function uuidParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!uuid.safeParse(value).success) throw new AuthError('validation_failed', `${name} must be an UUID`)
  return value.toLowerCase()
}
