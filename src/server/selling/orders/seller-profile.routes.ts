import { createRoute } from '@hono/zod-openapi'
import { connectResponseSchema, sellerProfileSchema, sellerProfileUpdateSchema } from '@core/selling-schemas.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { connectAccount, getSellerProfile, updateSellerProfile } from './seller-profile.handlers.ts'

const getProfileRoute = createRoute({
  operationId: 'getSellerProfile',
  method: 'get',
  path: '/selling/profile',
  middleware: [signedIn] as const,
  responses: { 200: jsonAnswer(sellerProfileSchema, "The creator's seller profile, the server's checkout mode and fee."), ...errorAnswers },
})
const putProfileRoute = createRoute({
  operationId: 'updateSellerProfile',
  method: 'put',
  path: '/selling/profile',
  middleware: [signedIn, jsonInput] as const,
  request: { body: jsonBody(sellerProfileUpdateSchema, 'The fields to change; absent ones stay as they are.') },
  responses: { 200: jsonAnswer(sellerProfileSchema, 'The profile after the change.'), ...errorAnswers },
})
const connectRoute = createRoute({
  operationId: 'connectStripeAccount',
  method: 'post',
  path: '/selling/connect',
  middleware: [signedIn] as const,
  responses: { 200: jsonAnswer(connectResponseSchema, "Stripe's onboarding page for the creator's connected account."), ...errorAnswers },
})

/** GET/PUT /api/selling/profile and POST /api/selling/connect (issue 33, docs/product.md#checkout-and-orders). */
export function sellerProfileRoutes(deps: SellingDeps) {
  return contractRouter()
    .openapi(getProfileRoute, async (c) => {
      const user = await requireRequestUser(c)
      c.header('Cache-Control', 'no-store')
      return c.json(await getSellerProfile(deps, user.id), 200)
    })
    .openapi(putProfileRoute, async (c) => {
      const user = await requireRequestUser(c)
      c.header('Cache-Control', 'no-store')
      return c.json(await updateSellerProfile(deps, user.id, c.req.valid('json')), 200)
    })
    .openapi(connectRoute, async (c) => {
      const user = await requireRequestUser(c)
      c.header('Cache-Control', 'no-store')
      return c.json(await connectAccount(deps, user), 200)
    })
}
