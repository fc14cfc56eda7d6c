import { createHash, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { deleteFlowState, deleteStaleFlowStates, insertFlowState, lockUnusedFlowState } from './flow-state.queries.ts'
import { randomToken, sha256 } from './secure-random.ts'
import { type AuthMethod, type RequestMeta, type SessionJson, startSession } from './sessions.ts'
import { findUserById } from './users.queries.ts'

/** GoTrue's flow-state expiry: an auth code must be exchanged within five minutes. */
export const PKCE_CODE_TTL_SECONDS = 300

export type CodeChallengeMethod = 's256' | 'plain'

export interface PkceChallenge {
  codeChallenge: string
  method: CodeChallengeMethod
}

// RFC 7636 §4.2, as GoTrue checks it.
const MIN_CHALLENGE_LENGTH = 43
const MAX_CHALLENGE_LENGTH = 128
const challengePattern = /^[a-zA-Z._~0-9-]+$/

/**
 * GoTrue's validatePKCEParams: a challenge and its method come together or not at all. Returns
 * undefined for the implicit flow (supabase-js sends both as null there).
 */
export function parsePkceChallenge(codeChallenge?: string | null, codeChallengeMethod?: string | null): PkceChallenge | undefined {
  const challenge = codeChallenge ?? ''
  const method = (codeChallengeMethod ?? '').toLowerCase()
  if ((challenge === '') !== (method === '')) {
    throw new AuthError('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  }
  if (challenge === '') return undefined
  if (challenge.length < MIN_CHALLENGE_LENGTH || challenge.length > MAX_CHALLENGE_LENGTH) {
    throw new AuthError(
      'validation_failed',
      `code challenge has to be between ${MIN_CHALLENGE_LENGTH} and ${MAX_CHALLENGE_LENGTH} characters`,
    )
  }
  if (!challengePattern.test(challenge)) {
    throw new AuthError(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
  if (method !== 's256' && method !== 'plain') throw new AuthError('validation_failed', 'code challenge method not supported')
  return { codeChallenge: challenge, method }
}

export function codeVerifierMatches(challenge: PkceChallenge, codeVerifier: string): boolean {
  const expected = challenge.method === 's256' ? createHash('sha256').update(codeVerifier).digest('base64url') : codeVerifier
  const a = Buffer.from(expected)
  const b = Buffer.from(challenge.codeChallenge)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Stores a PKCE flow for a user who has just proved who they are (a confirmation or recovery link)
 * and returns the auth code for the redirect (`?code=`). Only the code's hash is kept; it works
 * once, within PKCE_CODE_TTL_SECONDS, and only with the verifier behind `codeChallenge`.
 */
export async function createFlowState(
  db: Queryable,
  flow: { userId: string; codeChallenge: string; method: CodeChallengeMethod; authenticationMethod: AuthMethod },
): Promise<string> {
  const authCode = randomToken()
  await deleteStaleFlowStates(db)
  await insertFlowState(db, {
    userId: flow.userId,
    authCodeHash: sha256(authCode),
    codeChallenge: flow.codeChallenge,
    method: flow.method,
    authenticationMethod: flow.authenticationMethod,
    ttlSeconds: PKCE_CODE_TTL_SECONDS,
  })
  return authCode
}

/** grant_type=pkce: trades an auth code plus its verifier for a session, once. */
export async function exchangeAuthCode(ctx: AuthContext, authCode: string, codeVerifier: string, meta: RequestMeta): Promise<SessionJson> {
  if (!authCode || !codeVerifier) {
    throw new AuthError('validation_failed', 'invalid request: both auth code and code verifier should be non-empty')
  }
  return ctx.db.transaction(async (tx) => {
    const flow = await lockUnusedFlowState(tx, sha256(authCode))
    if (!flow?.user_id) throw new AuthError('flow_state_not_found', 'invalid flow state, no valid flow state found')
    if (flow.expired) throw new AuthError('flow_state_expired', 'invalid flow state, flow state has expired')
    if (!codeVerifierMatches({ codeChallenge: flow.code_challenge, method: flow.code_challenge_method }, codeVerifier)) {
      throw new AuthError('bad_code_verifier', 'code challenge does not match previously saved code verifier')
    }
    const user = await findUserById(tx, flow.user_id)
    if (!user) throw new AuthError('flow_state_not_found', 'invalid flow state, no valid flow state found')
    await deleteFlowState(tx, flow.id)
    return startSession(ctx, tx, user, flow.authentication_method as AuthMethod, meta)
  })
}
