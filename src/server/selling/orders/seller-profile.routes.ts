import { contractRouter } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** The seller profile and Stripe Connect onboarding: GET/PUT /api/selling/profile, POST /api/selling/connect (issue 33). Contract stub: the routes are declared here with createRoute, like every /api area. */
export function sellerProfileRoutes(_deps: SellingDeps) {
  return contractRouter()
}
