import type { Queryable } from '../db/database.ts'
import type { FactorRow } from './users.queries.ts'

export interface ChallengeRow {
  id: string
  factor_id: string
  created_at: Date
  verified_at: Date | null
}

export async function insertTotpFactor(
  db: Queryable,
  factor: { userId: string; friendlyName: string | null; secret: string },
): Promise<FactorRow> {
  const row = (
    await db.query<FactorRow>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, 'totp', $3) returning *`,
      [factor.userId, factor.friendlyName, factor.secret],
    )
  ).rows[0]
  if (!row) throw new Error('insert into auth.mfa_factors returned nothing')
  return row
}

/** A factor only when it belongs to the user: another user's factor id is "not found". */
export async function findOwnedFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow | undefined> {
  return (await db.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId])).rows[0]
}

/** Abandoned enrolments (never verified) give way to a new one, so a reopened dialog just works. */
export async function deleteUnverifiedFactors(db: Queryable, userId: string, exceptFactorId?: string): Promise<void> {
  await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and ($2::uuid is null or id <> $2::uuid)`, [
    userId,
    exceptFactorId ?? null,
  ])
}

export async function deleteFactor(db: Queryable, factorId: string): Promise<FactorRow | undefined> {
  return (await db.query<FactorRow>('delete from auth.mfa_factors where id = $1 returning *', [factorId])).rows[0]
}

/**
 * Records a successful code: marks the factor verified and stores its time step, but only if the
 * step is newer than the last one used. No row back means the code was already spent (a replay),
 * decided atomically even when two requests race.
 */
export async function consumeTotpStep(db: Queryable, factorId: string, step: number): Promise<boolean> {
  const result = await db.query(
    `update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now()
     where id = $1 and (last_used_step is null or last_used_step < $2) returning id`,
    [factorId, step],
  )
  return result.rows.length === 1
}

export async function insertChallenge(db: Queryable, factorId: string, createdAt: Date): Promise<ChallengeRow> {
  const row = (
    await db.query<ChallengeRow>(
      'insert into auth.mfa_challenges (factor_id, created_at) values ($1, $2) returning id, factor_id, created_at, verified_at',
      [factorId, createdAt],
    )
  ).rows[0]
  if (!row) throw new Error('insert into auth.mfa_challenges returned nothing')
  return row
}

/** Challenges nobody can use any more; cleared whenever the factor is challenged again. */
export async function deleteStaleChallenges(db: Queryable, factorId: string, createdBefore: Date): Promise<void> {
  await db.query('delete from auth.mfa_challenges where factor_id = $1 and (created_at < $2 or verified_at is not null)', [
    factorId,
    createdBefore,
  ])
}

/** Locked, so two verifications of one challenge are decided one after the other. */
export async function lockChallenge(db: Queryable, factorId: string, challengeId: string): Promise<ChallengeRow | undefined> {
  return (
    await db.query<ChallengeRow>(
      'select id, factor_id, created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2 for update',
      [challengeId, factorId],
    )
  ).rows[0]
}

export async function markChallengeVerified(db: Queryable, challengeId: string): Promise<void> {
  await db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId])
}

/**
 * Once MFA is on, the user's sessions that never passed it (aal1) are signed out, as GoTrue does:
 * a session stolen before enrolment must not outlive it.
 */
export async function deleteAal1Sessions(db: Queryable, userId: string): Promise<void> {
  await db.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [userId])
}

/**
 * After a factor is removed: sessions that reached aal2 with it, and every session once the user
 * has no verified factor left, drop back to aal1 and lose their `totp` amr entry. Their next
 * refresh carries the lower level.
 */
export async function downgradeSessionsAfterFactorRemoval(db: Queryable, userId: string, factorId: string): Promise<void> {
  await db.query(
    `with downgraded as (
       update auth.sessions s set aal = 'aal1', factor_id = null, updated_at = now()
       where s.user_id = $1 and s.aal = 'aal2'
         and (s.factor_id = $2 or s.factor_id is null
              or not exists (select 1 from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified'))
       returning s.id
     )
     delete from auth.mfa_amr_claims c using downgraded d where c.session_id = d.id and c.authentication_method = 'totp'`,
    [userId, factorId],
  )
}
