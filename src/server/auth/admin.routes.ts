import { Hono } from 'hono'
import type { AuthContext } from './auth-context.ts'
import type { AuthHooks } from './auth.routes.ts'
import { adminLinkRoutes } from './admin-links.routes.ts'
import { adminUserRoutes } from './admin-users.routes.ts'

/**
 * GoTrue's admin API (docs/supabase-contract.md#auth-endpoints): every handler first checks for a service-role JWT
 * (requireAdmin), so nothing here is reachable with a user token or the anon key.
 */
export function adminRoutes(ctx: AuthContext, hooks: AuthHooks = {}): Hono {
  const app = new Hono()
  app.route('/', adminUserRoutes(ctx, hooks))
  app.route('/', adminLinkRoutes(ctx))
  return app
}
