import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from './auth-context.ts'
import { normalizeEmail, optionalString, readAuthBody, requestMeta } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { limitVerify } from './email-rate-limits.ts'
import { safeRedirect } from './email-links.ts'
import { isVerifyType, type VerifyType } from './one-time-tokens.ts'
import { createFlowState } from './pkce.ts'
import { type SessionJson, startSession } from './sessions.ts'
import { flowMethod, redeemToken, sessionMethod, type TokenProof } from './verify-token.ts'

const verifyBody = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
})

const LINK_INVALID = 'Email link is invalid or has expired'

/** GoTrue's error redirect, in the fragment (supabase-js reads errors from hash and query alike). */
function errorRedirect(c: Context, redirectTo: string, error: AuthError): Response {
  const url = new URL(redirectTo)
  url.hash = new URLSearchParams({
    error: error.status >= 500 ? 'server_error' : 'access_denied',
    error_code: error.code,
    error_description: error.code === 'otp_expired' ? LINK_INVALID : error.message,
  }).toString()
  return c.redirect(url.toString(), 303)
}

function checkType(type: string | null | undefined): VerifyType {
  if (!type) throw new AuthError('validation_failed', 'Verify requires a verification type')
  if (type === 'sms' || type === 'phone_change') throw new AuthError('validation_failed', 'Phone verification is not supported')
  if (!isVerifyType(type)) throw new AuthError('validation_failed', `Invalid verification type: ${type}`)
  return type
}

/**
 * POST /verify (a code or token_hash from a mail → session JSON) and GET /verify (the mailed
 * link → 303 to redirect_to with the session in the fragment, or `?code=` for PKCE).
 */
export function verifyRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.get('/verify', async (c) => {
    // The answer carries a session: no cache may keep it.
    c.header('Cache-Control', 'no-store')
    const redirectTo = safeRedirect(ctx.config.siteUrl, c.req.query('redirect_to'))
    const token = c.req.query('token')
    const requestedType = c.req.query('type')
    try {
      await limitVerify(ctx, c)
      if (!token || !isVerifyType(requestedType)) throw new AuthError('otp_expired', LINK_INVALID)
      const type: VerifyType = requestedType
      const outcome = await ctx.db.transaction(async (tx): Promise<{ code: string } | { session: SessionJson }> => {
        const { user, used } = await redeemToken(tx, type, { token })
        // The browser that asked for the mail started a PKCE flow: only it can trade the code.
        if (used.code_challenge && used.code_challenge_method) {
          const code = await createFlowState(tx, {
            userId: user.id,
            codeChallenge: used.code_challenge,
            method: used.code_challenge_method,
            authenticationMethod: flowMethod(type),
          })
          return { code }
        }
        return { session: await startSession(ctx, tx, user, sessionMethod(type), requestMeta(c, ctx.config)) }
      })
      const url = new URL(redirectTo)
      if ('code' in outcome) {
        url.searchParams.set('code', outcome.code)
      } else {
        const { session } = outcome
        url.hash = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          sb: '',
          token_type: session.token_type,
          type,
        }).toString()
      }
      return c.redirect(url.toString(), 303)
    } catch (error) {
      if (error instanceof AuthError) return errorRedirect(c, redirectTo, error)
      throw error
    }
  })

  app.post('/verify', async (c) => {
    const body = await readAuthBody(c, verifyBody)
    const type = checkType(body.type)
    if (body.phone) throw new AuthError('validation_failed', 'Phone verification is not supported')
    let proof: TokenProof
    if (body.token_hash) {
      proof = { token: body.token_hash }
    } else if (body.token) {
      if (!body.email) throw new AuthError('validation_failed', 'Verify requires an email or phone')
      proof = { email: normalizeEmail(body.email), code: body.token }
    } else {
      throw new AuthError('validation_failed', 'Verify requires either a token or a token hash')
    }
    await limitVerify(ctx, c, 'email' in proof ? proof.email : undefined)
    const session = await ctx.db.transaction(async (tx) => {
      const { user } = await redeemToken(tx, type, proof)
      return startSession(ctx, tx, user, sessionMethod(type), requestMeta(c, ctx.config))
    })
    return c.json(session)
  })

  return app
}
