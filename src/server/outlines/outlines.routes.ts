import { createRoute } from '@hono/zod-openapi'
import {
  savedOutlineListQuerySchema,
  savedOutlineSchema,
  savedOutlinesResponseSchema,
  savedOutlineUpdateSchema,
} from '@core/saved-outlines.ts'
import type { Database } from '../db/database.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput, uuidParams } from '../http/openapi.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { uuidFirst, uuidPathParam } from '../projects/project-params.ts'
import * as h from './outlines.handlers.ts'

const NO_OUTLINE = 'There is no such outline.'
const outlineIdParam = (c: Parameters<typeof uuidPathParam>[0]) => uuidPathParam(c, 'id', NO_OUTLINE)

const params = uuidParams('id')
const listRoute = createRoute({
  operationId: 'listOutlines',
  method: 'get',
  path: '/outlines',
  middleware: [signedIn] as const,
  request: { query: savedOutlineListQuerySchema },
  responses: { 200: jsonAnswer(savedOutlinesResponseSchema, "The caller's saved outlines."), ...errorAnswers },
})
const getRoute = createRoute({
  operationId: 'getOutline',
  method: 'get',
  path: '/outlines/{id}',
  middleware: [signedIn] as const,
  request: { params },
  responses: { 200: jsonAnswer(savedOutlineSchema, 'The saved outline.'), ...errorAnswers },
})
const saveRoute = createRoute({
  operationId: 'saveOutline',
  method: 'put',
  path: '/outlines/{id}',
  middleware: [signedIn, uuidFirst('id', NO_OUTLINE), jsonInput] as const,
  request: { params, body: jsonBody(savedOutlineUpdateSchema) },
  responses: { 200: jsonAnswer(savedOutlineSchema, 'The saved outline.'), ...errorAnswers },
})
const deleteRoute = createRoute({
  operationId: 'deleteOutline',
  method: 'delete',
  path: '/outlines/{id}',
  middleware: [signedIn] as const,
  request: { params },
  responses: { 204: { description: 'Deleted.' }, ...errorAnswers },
})

/**
 * /api/outlines (issue 30, docs/product.md#product-api): the outlines a user paid for, kept on the
 * account. Signed-in owners only; another user's outline is a 404 exactly like a missing one.
 */
export function outlinesRoutes({ db }: { db: Database }) {
  const router = contractRouter()
  router.use('/outlines/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  return router
    .openapi(listRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.listOutlines(db, user.id, c.req.valid('query').status), 200)
    })
    .openapi(getRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.getOutline(db, user.id, outlineIdParam(c)), 200)
    })
    .openapi(saveRoute, async (c) => {
      const user = await requireRequestUser(c)
      const id = outlineIdParam(c)
      return c.json(await h.saveOutline(db, user.id, id, c.req.valid('json').outline), 200)
    })
    .openapi(deleteRoute, async (c) => {
      const user = await requireRequestUser(c)
      await h.deleteOutline(db, user.id, outlineIdParam(c))
      return c.body(null, 204)
    })
}
