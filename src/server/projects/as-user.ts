import type { ErrorCode } from '@core/errors.ts'
import type { Database, Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { enterRequestRole } from '../rest/rest.queries.ts'

declare const userScoped: unique symbol

/**
 * A transaction running as the `authenticated` role with one user's claims: every query on it is
 * filtered by the row-level security policies of migration 0005. The project queries take only
 * this type, so they cannot be run with the server's own (unrestricted) connection by mistake.
 */
export type UserTx = Queryable & { readonly [userScoped]: true }

// 23503: a foreign key is gone — the project was deleted meanwhile, or the user has no profile.
const isMissingReference = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503'

// The database's own storage limits (migration 0015, decision 71) refuse with 'PT' + the HTTP
// status and the API's error code as the message. The API checks first, with fuller messages;
// this answers when the database's limits are stricter (another replica's configuration).
const LIMIT_CODES: readonly ErrorCode[] = ['project_limit', 'storage_limit', 'image_limit', 'image_too_large']
function storageLimitCode(error: unknown): ErrorCode | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code !== 'string' || !code.startsWith('PT')) return undefined
  return LIMIT_CODES.find((known) => known === message)
}

/** Runs `fn` in one transaction as the signed-in user, as Supabase's Data API would. */
export async function asUser<T>(db: Database, userId: string, fn: (tx: UserTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await enterRequestRole(tx, 'authenticated', { sub: userId, role: 'authenticated' })
      return fn(tx as UserTx)
    })
  } catch (error) {
    if (isMissingReference(error)) throw new AppError('not_found')
    const limit = storageLimitCode(error)
    if (limit) throw new AppError(limit)
    throw error
  }
}
