import { Hono } from 'hono'
import { requireRequestUser } from '../auth/request-user.ts'

/** Who the bearer token belongs to: the smallest protected route, verified like every other. */
export function meRoutes() {
  return new Hono().get('/me', async (c) => {
    const user = await requireRequestUser(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ id: user.id, email: user.email })
  })
}
