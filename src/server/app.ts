import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from '@core/errors.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import type { AuthContext } from './auth/auth-context.ts'
import { authRoutes } from './auth/auth.routes.ts'
import { healthRoutes } from './health/health.routes.ts'
import { apiNotFound, handleError } from './http/error-handler.ts'
import { securityHeaders } from './http/security-headers.ts'
import { spaRoutes } from './http/spa.ts'

export interface AppDeps {
  config: Config
  db: Database
  /** Present in embedded mode: this process serves /auth/v1 and /rest/v1 itself. */
  auth?: AuthContext
  /** The built SPA; omitted when Vite serves it (`npm run dev`) and in API tests. */
  webRoot?: string
}

/** Composes the one process: the product API under /api and the SPA for everything else. */
export function createApp({ config, db, auth, webRoot }: AppDeps): Hono {
  const app = new Hono()
  app.use('*', securityHeaders())
  app.onError(handleError)

  const api = new Hono()
  api.use(
    '*',
    bodyLimit({
      maxSize: config.BODY_LIMIT_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large'), 413),
    }),
  )
  api.route('/', healthRoutes(db))
  api.all('*', apiNotFound)
  app.route('/api', api)
  if (auth) app.route('/auth/v1', authRoutes(auth))

  if (webRoot) app.route('/', spaRoutes(webRoot))
  return app
}
