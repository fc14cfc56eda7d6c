import { contractRouter } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** The sales dashboard numbers: GET /api/selling/stats (issue 33). Contract stub: the routes are declared here with createRoute, like every /api area. */
export function statsRoutes(_deps: SellingDeps) {
  return contractRouter()
}
