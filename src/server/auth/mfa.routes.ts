import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from './auth-context.ts'
import { readAuthBody } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { requireUser } from './bearer.ts'
import {
  consumeTotpStep,
  deleteAal1Sessions,
  deleteFactor,
  deleteStaleChallenges,
  deleteUnverifiedFactors,
  downgradeSessionsAfterFactorRemoval,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  lockChallenge,
  markChallengeVerified,
} from './mfa.queries.ts'
import { enforceRateLimit, refundRateLimit } from './rate-limit.ts'
import { reissueSession } from './sessions.ts'
import { addAmrClaim, setSessionAal } from './sessions.queries.ts'
import { matchTotpStep, newTotpSecret, totpQrSvg, totpUri } from './totp.ts'
import { listFactors } from './users.queries.ts'
import { uuidParam } from './uuid-param.ts'

/** GoTrue's default: a challenge answers for five minutes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000
/**
 * Failed codes per factor: a six-digit code with a ±1 step window falls to ~330,000 guesses on
 * average, so ten per five minutes puts a guessing attack at months, while a user who mistypes
 * a few times never notices.
 */
export const VERIFY_FAILURE_LIMIT = { limit: 10, windowSeconds: 300 }
/** GoTrue's default cap on verified factors per user. */
const MAX_VERIFIED_FACTORS = 10

const enrollBody = z.looseObject({
  factor_type: z.string().nullish(),
  friendly_name: z.string().max(255).nullish(),
  issuer: z.string().max(255).nullish(),
})

const verifyBody = z.looseObject({
  challenge_id: z.string().nullish(),
  code: z.string().nullish(),
})

/** TOTP multi-factor authentication: POST/DELETE /factors… (docs/supabase-contract.md#auth-endpoints), user JWT only. */
export function mfaRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.post('/factors', async (c) => {
    const { user, session } = await requireUser(ctx, c)
    const body = await readAuthBody(c, enrollBody)
    if (body.factor_type !== 'totp') {
      throw new AuthError('validation_failed', 'factor_type needs to be totp (phone and webauthn factors are not enabled)')
    }
    const friendlyName = body.friendly_name ? body.friendly_name : null
    const issuer = body.issuer || new URL(ctx.config.siteUrl).host
    const secret = newTotpSecret()
    const uri = totpUri(secret, issuer, user.email || user.id)
    const qrCode = await totpQrSvg(uri)

    const enrolled = ctx.db.transaction(async (tx) => {
      await deleteUnverifiedFactors(tx, user.id)
      const verified = (await listFactors(tx, user.id)).filter((f) => f.status === 'verified')
      if (friendlyName !== null && verified.some((f) => f.friendly_name === friendlyName)) {
        throw new AuthError('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`)
      }
      if (verified.length >= MAX_VERIFIED_FACTORS) {
        throw new AuthError('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
      }
      // Adding a factor to an MFA account is itself a second-factor decision (GoTrue answers 403).
      if (verified.length > 0 && session.aal !== 'aal2') {
        throw new AuthError('insufficient_aal', 'AAL2 required to enroll a new factor', {}, 403)
      }
      return insertTotpFactor(tx, { userId: user.id, friendlyName, secret })
    })
    // Two enrolments under one name at once (PostgreSQL, not PGlite): the unique index decides.
    const factor = await enrolled.catch((error: unknown) => {
      if ((error as { code?: unknown }).code === '23505') {
        throw new AuthError('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`)
      }
      throw error
    })
    return c.json({
      id: factor.id,
      type: 'totp' as const,
      friendly_name: factor.friendly_name ?? '',
      totp: { qr_code: qrCode, secret, uri },
    })
  })

  app.post('/factors/:factor_id/challenge', async (c) => {
    const { user } = await requireUser(ctx, c)
    const factorId = uuidParam(c, 'factor_id')
    const factor = await findOwnedFactor(ctx.db, user.id, factorId)
    if (!factor) throw new AuthError('mfa_factor_not_found', 'Factor not found')
    const now = new Date()
    const challenge = await ctx.db.transaction(async (tx) => {
      await deleteStaleChallenges(tx, factor.id, new Date(now.getTime() - CHALLENGE_TTL_MS))
      return insertChallenge(tx, factor.id, now)
    })
    return c.json({
      id: challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000),
    })
  })

  app.post('/factors/:factor_id/verify', async (c) => {
    const { user, session } = await requireUser(ctx, c)
    const factorId = uuidParam(c, 'factor_id')
    const body = await readAuthBody(c, verifyBody)
    const code = body.code?.trim()
    if (!code) throw new AuthError('validation_failed', 'Code needs to be non-empty')
    const challengeId = body.challenge_id ?? ''
    if (!z.guid().safeParse(challengeId).success) throw new AuthError('validation_failed', 'challenge_id must be an UUID')
    // Only the owner's attempts count: nobody else can use up a factor's allowance.
    if (!(await findOwnedFactor(ctx.db, user.id, factorId))) throw new AuthError('mfa_factor_not_found', 'Factor not found')
    // Counted up front so parallel guesses cannot slip past the limit; a success takes its hit back.
    const hit = await enforceRateLimit(
      ctx.db,
      `mfa-verify:factor:${factorId}`,
      VERIFY_FAILURE_LIMIT.limit,
      VERIFY_FAILURE_LIMIT.windowSeconds,
    )
    const result = await ctx.db.transaction(async (tx) => {
      const factor = await findOwnedFactor(tx, user.id, factorId)
      if (!factor) throw new AuthError('mfa_factor_not_found', 'Factor not found')
      const challenge = await lockChallenge(tx, factor.id, challengeId.toLowerCase())
      if (!challenge) throw new AuthError('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found', {}, 422)
      const now = Date.now()
      if (challenge.verified_at !== null || now - new Date(challenge.created_at).getTime() > CHALLENGE_TTL_MS) {
        throw new AuthError(
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        )
      }
      const step = matchTotpStep(factor.secret, code, now)
      // A code that was already accepted once (same or earlier time step) is refused like a wrong one.
      if (step === null || !(await consumeTotpStep(tx, factor.id, step))) {
        throw new AuthError('mfa_verification_failed', 'Invalid TOTP code entered')
      }
      await markChallengeVerified(tx, challenge.id)
      await setSessionAal(tx, session.id, 'aal2', factor.id)
      await addAmrClaim(tx, session.id, 'totp')
      await deleteAal1Sessions(tx, user.id)
      await deleteUnverifiedFactors(tx, user.id, factor.id)
      return reissueSession(ctx, tx, session.id)
    })
    ctx.sessions.forgetUser(user.id)
    await refundRateLimit(ctx.db, hit)
    return c.json(result)
  })

  app.delete('/factors/:factor_id', async (c) => {
    const { user, session } = await requireUser(ctx, c)
    const factorId = uuidParam(c, 'factor_id')
    await ctx.db.transaction(async (tx) => {
      const factor = await findOwnedFactor(tx, user.id, factorId)
      if (!factor) throw new AuthError('mfa_factor_not_found', 'Factor not found')
      // The session row, not the token, decides: a downgraded session's old aal2 JWT does not count.
      if (factor.status === 'verified' && session.aal !== 'aal2') {
        throw new AuthError('insufficient_aal', 'AAL2 required to unenroll verified factor')
      }
      await deleteFactor(tx, factor.id)
      await downgradeSessionsAfterFactorRemoval(tx, user.id, factor.id)
    })
    return c.json({ id: factorId })
  })

  return app
}
