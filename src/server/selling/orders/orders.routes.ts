import { contractRouter } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** The creator's orders: GET /api/selling/orders, the CSV, POST …/refund (issue 33). Contract stub: the routes are declared here with createRoute, like every /api area. */
export function ordersRoutes(_deps: SellingDeps) {
  return contractRouter()
}
