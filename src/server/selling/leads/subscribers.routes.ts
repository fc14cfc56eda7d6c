import { createRoute } from '@hono/zod-openapi'
import { subscribersPageSchema, subscribersQuerySchema } from '@core/selling-schemas.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { contentDisposition } from '../../export/export-handler.ts'
import { binaryAnswer, contractRouter, errorAnswers, jsonAnswer, uuidParams } from '../../http/openapi.ts'
import { uuidPathParam } from '../../projects/project-params.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import * as h from './subscribers.handlers.ts'

const listRoute = createRoute({
  operationId: 'listSubscribers',
  method: 'get',
  path: '/selling/subscribers',
  middleware: [signedIn] as const,
  request: { query: subscribersQuerySchema },
  responses: {
    200: jsonAnswer(subscribersPageSchema, "One page of the caller's subscribers, newest first; `next` is the following page's cursor."),
    ...errorAnswers,
  },
})
const csvRoute = createRoute({
  operationId: 'downloadSubscribersCsv',
  method: 'get',
  path: '/selling/subscribers.csv',
  middleware: [signedIn] as const,
  responses: {
    200: binaryAnswer('Every subscriber of the caller with status, source and consent record (RFC 4180, formula-safe cells).', [
      'text/csv',
    ]),
    ...errorAnswers,
  },
})
const deleteRoute = createRoute({
  operationId: 'deleteSubscriber',
  method: 'delete',
  path: '/selling/subscribers/{id}',
  middleware: [signedIn] as const,
  request: { params: uuidParams('id') },
  responses: { 204: { description: 'Erased: the subscriber, their consent records and their free orders.' }, ...errorAnswers },
})

/** The creator's lists: GET /api/selling/subscribers, the CSV, DELETE one subscriber's data (issue 33, decision 131). */
export function subscribersRoutes({ db }: SellingDeps) {
  const router = contractRouter()
  for (const path of ['/selling/subscribers', '/selling/subscribers.csv', '/selling/subscribers/*']) {
    router.use(path, async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-store')
    })
  }
  return router
    .openapi(listRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.subscribersPage(db, user.id, c.req.valid('query')), 200)
    })
    .openapi(csvRoute, async (c) => {
      const user = await requireRequestUser(c)
      const day = new Date().toISOString().slice(0, 10)
      return c.body(await h.subscribersCsv(db, user.id), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`subscribers-${day}.csv`),
      })
    })
    .openapi(deleteRoute, async (c) => {
      const user = await requireRequestUser(c)
      await h.deleteSubscriber(db, user.id, uuidPathParam(c, 'id', h.NO_SUBSCRIBER))
      return c.body(null, 204)
    })
}
