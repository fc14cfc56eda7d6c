import { createRoute } from '@hono/zod-openapi'
import { meResponseSchema } from '@core/api-schemas.ts'
import { contractRouter, errorAnswers, jsonAnswer } from '../http/openapi.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'

const meRoute = createRoute({
  operationId: 'getMe',
  method: 'get',
  path: '/me',
  middleware: [signedIn] as const,
  responses: { 200: jsonAnswer(meResponseSchema, 'The signed-in user.'), ...errorAnswers },
})

/** Who the bearer token belongs to: the smallest protected route, verified like every other. */
export function meRoutes() {
  return contractRouter().openapi(meRoute, async (c) => {
    const user = await requireRequestUser(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ id: user.id, email: user.email }, 200)
  })
}
