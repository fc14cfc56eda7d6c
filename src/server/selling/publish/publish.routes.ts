import { contractRouter } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** Publishing a project as a product: POST, DELETE and GET /api/projects/:id/publish, offer-update, GET /api/selling/products (issue 33). Contract stub: the routes are declared here with createRoute, like every /api area. */
export function publishRoutes(_deps: SellingDeps) {
  return contractRouter()
}
