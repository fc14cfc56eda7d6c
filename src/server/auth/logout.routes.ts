import { Hono } from 'hono'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { requireUser } from './bearer.ts'
import { deleteSession, deleteUserSessions } from './sessions.queries.ts'

const scopes = ['global', 'local', 'others'] as const
type LogoutScope = (typeof scopes)[number]

function isScope(value: string): value is LogoutScope {
  return (scopes as readonly string[]).includes(value)
}

/**
 * POST /logout?scope= (docs/supabase-contract.md#auth-endpoints). Deleting the session rows is the whole logout:
 * refresh tokens go with them, and /user, /api and /rest/v1 refuse access tokens whose session
 * is gone.
 */
export function logoutRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.post('/logout', async (c) => {
    const { user, session } = await requireUser(ctx, c)
    // An empty scope means global, as in GoTrue (and the client's default).
    const scope = c.req.query('scope') || 'global'
    if (!isScope(scope)) throw new AuthError('validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`)
    if (scope === 'local') await deleteSession(ctx.db, session.id)
    else if (scope === 'others') await deleteUserSessions(ctx.db, user.id, session.id)
    else await deleteUserSessions(ctx.db, user.id)
    // The product and data APIs cache a session's standing briefly; here it ends at once.
    ctx.sessions.forgetUser(user.id)
    return c.body(null, 204)
  })

  return app
}
