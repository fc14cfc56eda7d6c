import { createRoute } from '@hono/zod-openapi'
import { orderSchema, ordersPageSchema, ordersQuerySchema } from '@core/selling-schemas.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { contentDisposition } from '../../export/export-handler.ts'
import { binaryAnswer, contractRouter, errorAnswers, jsonAnswer, uuidParams } from '../../http/openapi.ts'
import { uuidFirst, uuidPathParam } from '../../projects/project-params.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { listOrders, ordersCsv, refundOrder } from './orders.handlers.ts'

const NO_SUCH_ORDER = 'There is no such order.'
const csvQuerySchema = ordersQuerySchema.pick({ product: true, status: true })

const listRoute = createRoute({
  operationId: 'listOrders',
  method: 'get',
  path: '/selling/orders',
  middleware: [signedIn] as const,
  request: { query: ordersQuerySchema },
  responses: {
    200: jsonAnswer(ordersPageSchema, "The creator's sales, newest first; `next` is the following page's cursor, or null."),
    ...errorAnswers,
  },
})
const csvRoute = createRoute({
  operationId: 'exportOrders',
  method: 'get',
  path: '/selling/orders.csv',
  middleware: [signedIn] as const,
  request: { query: csvQuerySchema },
  responses: { 200: binaryAnswer('Every order the list shows for the same filters, as CSV (RFC 4180).', ['text/csv']), ...errorAnswers },
})
const refundRoute = createRoute({
  operationId: 'refundOrder',
  method: 'post',
  path: '/selling/orders/{id}/refund',
  middleware: [signedIn, uuidFirst('id', NO_SUCH_ORDER)] as const,
  request: { params: uuidParams('id') },
  responses: { 200: jsonAnswer(orderSchema, 'The order, refunded: its download links answer 410.'), ...errorAnswers },
})

/** The creator's orders: GET /api/selling/orders, the CSV, POST …/refund (issue 33, docs/product.md#checkout-and-orders). */
export function ordersRoutes(deps: SellingDeps) {
  return contractRouter()
    .openapi(listRoute, async (c) => {
      const user = await requireRequestUser(c)
      c.header('Cache-Control', 'no-store')
      return c.json(await listOrders(deps, user.id, c.req.valid('query')), 200)
    })
    .openapi(csvRoute, async (c) => {
      const user = await requireRequestUser(c)
      const csv = await ordersCsv(deps, user.id, c.req.valid('query'))
      const day = deps.now().toISOString().slice(0, 10)
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`orders-${day}.csv`),
        'Cache-Control': 'no-store',
      })
    })
    .openapi(refundRoute, async (c) => {
      const user = await requireRequestUser(c)
      c.header('Cache-Control', 'no-store')
      return c.json(await refundOrder(deps, user.id, uuidPathParam(c, 'id', NO_SUCH_ORDER)), 200)
    })
}
