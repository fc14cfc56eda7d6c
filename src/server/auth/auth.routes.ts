import { Hono } from 'hono'
import type { AuthContext } from './auth-context.ts'
import { AuthError, authErrorResponse } from './auth-errors.ts'
import { supabaseCors } from './cors.ts'
import { adminRoutes } from './admin.routes.ts'
import { mfaRoutes } from './mfa.routes.ts'
import { otpRoutes } from './otp.routes.ts'
import { reauthenticateRoutes } from './reauthenticate.routes.ts'
import { recoverRoutes } from './recover.routes.ts'
import { verifyRoutes } from './verify.routes.ts'
import { logoutRoutes } from './logout.routes.ts'
import { signupRoutes } from './signup.routes.ts'
import { tokenRoutes } from './token.routes.ts'
import { userRoutes } from './user.routes.ts'
import { log } from '../observability/logger.ts'

/** What the rest of the server does when auth changes something it keeps too. */
export interface AuthHooks {
  /** After an account was deleted (its rows went by cascade): what lives outside the database. */
  userDeleted?: (userId: string) => Promise<void>
}

/**
 * Supabase-Auth-compatible endpoints under /auth/v1 (docs/supabase-contract.md#auth-endpoints). Each group of
 * endpoints lives in its own module and is mounted here.
 */
export function authRoutes(ctx: AuthContext, hooks: AuthHooks = {}): Hono {
  const app = new Hono()
  app.use('*', supabaseCors(ctx.config))
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error)
    const logger = c.get('log') ?? log
    logger.error({ err: error }, `Auth error on ${c.req.method} ${c.req.path}`)
    return authErrorResponse(c, new AuthError('unexpected_failure', 'Unexpected failure, please check server logs for more information'))
  })

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600')
    return c.json({ keys: [ctx.key.publicJwk] })
  })
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: ctx.config.AUTH_AUTOCONFIRM,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  )
  app.route('/', signupRoutes(ctx))
  app.route('/', tokenRoutes(ctx))
  app.route('/', logoutRoutes(ctx))
  app.route('/', userRoutes(ctx))
  app.route('/', reauthenticateRoutes(ctx))
  app.route('/', mfaRoutes(ctx))
  app.route('/', adminRoutes(ctx, hooks))
  app.route('/', recoverRoutes(ctx))
  app.route('/', verifyRoutes(ctx))
  app.route('/', otpRoutes(ctx))
  app.all('*', (c) => authErrorResponse(c, new AuthError('validation_failed', 'Not found', {}, 404)))
  return app
}
