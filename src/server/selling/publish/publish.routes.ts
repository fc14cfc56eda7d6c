import { createRoute } from '@hono/zod-openapi'
import {
  offerUpdateResponseSchema,
  productSchema,
  productsResponseSchema,
  productStateSchema,
  publishRequestSchema,
  publishResponseSchema,
} from '@core/selling-schemas.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { enforceMinuteRateLimit } from '../../auth/minute-rate-limit.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput, uuidParams } from '../../http/openapi.ts'
import { projectIdFirst, projectIdParam } from '../../projects/project-params.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import * as h from './publish.handlers.ts'

/** Publishes a user may start a minute: each renders every format, so a few are plenty for a creator. */
export const PUBLISHES_PER_MINUTE = 4

const params = uuidParams('id')
const path = '/projects/{id}/publish'

const publishRoute = createRoute({
  operationId: 'publishProject',
  method: 'post',
  path,
  middleware: [signedIn, projectIdFirst, jsonInput] as const,
  request: {
    params,
    body: jsonBody(
      publishRequestSchema,
      'The address, the price (null: free for an e-mail), the formats; copy, refund line and checkout optional.',
    ),
  },
  responses: {
    200: jsonAnswer(publishResponseSchema, "The product page's address and the product, now at its new frozen version."),
    ...errorAnswers,
  },
})
const unpublishRoute = createRoute({
  operationId: 'unpublishProject',
  method: 'delete',
  path,
  middleware: [signedIn, projectIdFirst] as const,
  request: { params },
  responses: {
    200: jsonAnswer(productSchema, 'The product, unpublished: its page answers 410, buyers keep their downloads.'),
    ...errorAnswers,
  },
})
const stateRoute = createRoute({
  operationId: 'getProjectProduct',
  method: 'get',
  path,
  middleware: [signedIn, projectIdFirst] as const,
  request: { params },
  responses: { 200: jsonAnswer(productStateSchema, "The project's product, or null when it was never published."), ...errorAnswers },
})
const offerUpdateRoute = createRoute({
  operationId: 'offerProductUpdate',
  method: 'post',
  path: `${path}/offer-update`,
  middleware: [signedIn, projectIdFirst] as const,
  request: { params },
  responses: { 200: jsonAnswer(offerUpdateResponseSchema, 'How many earlier buyers were mailed the current version.'), ...errorAnswers },
})
const productsRoute = createRoute({
  operationId: 'listProducts',
  method: 'get',
  path: '/selling/products',
  middleware: [signedIn] as const,
  responses: { 200: jsonAnswer(productsResponseSchema, "The creator's products, the most recently published first."), ...errorAnswers },
})

/**
 * Publishing a project as a product (issue 33, decision 128, docs/product.md#publishing): POST,
 * DELETE and GET /api/projects/:id/publish, POST …/publish/offer-update and GET /api/selling/products.
 * Signed-in owners only; another user's project is a 404 exactly like a missing one.
 */
export function publishRoutes(deps: SellingDeps) {
  return contractRouter()
    .openapi(publishRoute, async (c) => {
      const user = await requireRequestUser(c)
      const projectId = projectIdParam(c)
      const body = c.req.valid('json')
      await enforceMinuteRateLimit(c, deps.db, `publishes:user:${user.id}`, PUBLISHES_PER_MINUTE, 'Too many publishes')
      return c.json(await h.publishProject(deps, user.id, projectId, body, c.req.raw.signal), 200)
    })
    .openapi(unpublishRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.unpublishProject(deps, user.id, projectIdParam(c)), 200)
    })
    .openapi(stateRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json({ product: await h.productOfProject(deps, user.id, projectIdParam(c)) }, 200)
    })
    .openapi(offerUpdateRoute, async (c) => {
      const user = await requireRequestUser(c)
      const projectId = projectIdParam(c)
      await enforceMinuteRateLimit(c, deps.db, `publish-offers:user:${user.id}`, PUBLISHES_PER_MINUTE, 'Too many update offers')
      return c.json(await h.offerUpdate(deps, user.id, projectId), 200)
    })
    .openapi(productsRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json({ products: await h.listProducts(deps, user.id) }, 200)
    })
}
