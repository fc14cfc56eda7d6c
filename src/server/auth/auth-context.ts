import type { JWTVerifyGetKey } from 'jose'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { localKeySet } from './access-token.ts'
import { createSessionCheck, type SessionCheck } from './session-check.ts'
import { loadSigningKey, type SigningKey } from './signing-key.ts'

/** What every embedded-auth handler needs; built once at start-up. */
export interface AuthContext {
  db: Database
  config: Config
  key: SigningKey
  keySet: JWTVerifyGetKey
  /** The `iss` claim: the public URL of this auth service. */
  issuer: string
  /** Whether an access token's session still stands, for the APIs that take tokens without /user's full check. */
  sessions: SessionCheck
}

export async function createAuthContext(db: Database, config: Config): Promise<AuthContext> {
  const key = await loadSigningKey(db)
  const sessions = createSessionCheck(db, { ttlMs: config.AUTH_SESSION_CACHE_SECONDS * 1000 })
  return { db, config, key, keySet: localKeySet(key), issuer: `${config.siteUrl}/auth/v1`, sessions }
}
