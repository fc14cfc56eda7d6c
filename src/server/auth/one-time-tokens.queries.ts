import type { Queryable } from '../db/database.ts'

export interface OneTimeTokenRow {
  id: string
  user_id: string
  token_type: string
  relates_to: string
  code_challenge: string | null
  code_challenge_method: 's256' | 'plain' | null
  created_at: Date
  expires_at: Date
  used_at: Date | null
}

const COLUMNS = 'id, user_id, token_type, relates_to, code_challenge, code_challenge_method, created_at, expires_at, used_at'

/**
 * Stores a new token and drops the user's older ones of the same type (and any of theirs that
 * have expired): only the newest mail of a kind works.
 */
export async function replaceOneTimeToken(
  db: Queryable,
  token: {
    userId: string
    type: string
    tokenHash: string
    otpHash: string
    relatesTo: string
    ttlSeconds: number
    codeChallenge: string | null
    codeChallengeMethod: 's256' | 'plain' | null
  },
): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1 and (token_type = $2 or expires_at <= now())', [
    token.userId,
    token.type,
  ])
  await db.query(
    `insert into auth.one_time_tokens
       (user_id, token_type, token_hash, otp_hash, relates_to, expires_at, code_challenge, code_challenge_method)
     values ($1, $2, $3, $4, lower($5), now() + make_interval(secs => $6), $7, $8)`,
    [
      token.userId,
      token.type,
      token.tokenHash,
      token.otpHash,
      token.relatesTo,
      token.ttlSeconds,
      token.codeChallenge,
      token.codeChallengeMethod,
    ],
  )
}

/**
 * Marks the token used and returns it, or nothing if it is unknown, of another type, used or
 * expired. The conditions sit in the UPDATE itself, so of two concurrent uses only one wins.
 */
export async function useTokenByHash(db: Queryable, tokenHash: string, types: readonly string[]): Promise<OneTimeTokenRow | undefined> {
  const result = await db.query<OneTimeTokenRow>(
    `update auth.one_time_tokens set used_at = now()
     where token_hash = $1 and token_type = any($2::text[]) and used_at is null and expires_at > now()
     returning ${COLUMNS}`,
    [tokenHash, [...types]],
  )
  return result.rows[0]
}

/** As useTokenByHash, for the 6-digit code mailed to `relatesTo`. */
export async function useTokenByOtp(
  db: Queryable,
  relatesTo: string,
  otpHash: string,
  types: readonly string[],
): Promise<OneTimeTokenRow | undefined> {
  // The subquery picks one row (two live codes of different types could match by chance);
  // the outer WHERE repeats the checks so a concurrent use of that row makes this one miss.
  const result = await db.query<OneTimeTokenRow>(
    `update auth.one_time_tokens set used_at = now()
     where id = (
       select id from auth.one_time_tokens
       where relates_to = lower($1) and otp_hash = $2 and token_type = any($3::text[]) and used_at is null and expires_at > now()
       order by created_at desc limit 1
     ) and used_at is null and expires_at > now()
     returning ${COLUMNS}`,
    [relatesTo, otpHash, [...types]],
  )
  return result.rows[0]
}

/** The address of the user's newest unconfirmed e-mail change, expired or not (for /resend). */
export async function pendingEmailChange(db: Queryable, userId: string): Promise<string | undefined> {
  const result = await db.query<{ relates_to: string }>(
    `select relates_to from auth.one_time_tokens
     where user_id = $1 and token_type = 'email_change' and used_at is null
     order by created_at desc limit 1`,
    [userId],
  )
  return result.rows[0]?.relates_to
}
