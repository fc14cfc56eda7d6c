import { contractRouter } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** The creator's lists: GET /api/selling/subscribers, the CSV, DELETE one subscriber's data (issue 33). Contract stub: the routes are declared here with createRoute, like every /api area. */
export function subscribersRoutes(_deps: SellingDeps) {
  return contractRouter()
}
