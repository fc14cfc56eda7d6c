import { contractRouter } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** Stripe Connect events (signed, carrying `account`): POST /api/stripe/connect-webhook (issue 33). Contract stub: the routes are declared here with createRoute, like every /api area. */
export function connectWebhookRoutes(_deps: SellingDeps) {
  return contractRouter()
}
