import { contractRouter } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** List mail: the launch sequence and broadcasts, GET/POST/DELETE /api/selling/mail… (issue 33). Contract stub: the routes are declared here with createRoute, like every /api area. */
export function mailingRoutes(_deps: SellingDeps) {
  return contractRouter()
}
