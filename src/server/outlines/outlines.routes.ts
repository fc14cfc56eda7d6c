import { Hono } from 'hono'
import { savedOutlineListQuerySchema, savedOutlineUpdateSchema } from '@core/saved-outlines.ts'
import type { Database } from '../db/database.ts'
import { requireRequestUser } from '../auth/request-user.ts'
import { readJson } from '../http/validate.ts'
import { readQuery, uuidPathParam } from '../projects/project-params.ts'
import * as h from './outlines.handlers.ts'

const outlineIdParam = (c: Parameters<typeof uuidPathParam>[0]) => uuidPathParam(c, 'id', 'There is no such outline.')

/**
 * /api/outlines (issue 30, docs/product.md#product-api): the outlines a user paid for, kept on the
 * account. Signed-in owners only; another user's outline is a 404 exactly like a missing one.
 */
export function outlinesRoutes({ db }: { db: Database }) {
  return new Hono()
    .use('/outlines/*', async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-store')
    })
    .get('/outlines', async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.listOutlines(db, user.id, readQuery(c, savedOutlineListQuerySchema).status))
    })
    .get('/outlines/:id', async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.getOutline(db, user.id, outlineIdParam(c)))
    })
    .put('/outlines/:id', async (c) => {
      const user = await requireRequestUser(c)
      const id = outlineIdParam(c)
      return c.json(await h.saveOutline(db, user.id, id, (await readJson(c, savedOutlineUpdateSchema)).outline))
    })
    .delete('/outlines/:id', async (c) => {
      const user = await requireRequestUser(c)
      await h.deleteOutline(db, user.id, outlineIdParam(c))
      return c.body(null, 204)
    })
}
