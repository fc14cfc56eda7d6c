import { Hono } from 'hono'
import { contractRouter } from '../http/openapi.ts'
import { deliveryRoutes } from './delivery/delivery.routes.ts'
import { leadPagesRoutes } from './leads/lead-pages.routes.ts'
import { subscribersRoutes } from './leads/subscribers.routes.ts'
import { mailingRoutes } from './mailing/mailing.routes.ts'
import { buyPagesRoutes } from './orders/buy-pages.routes.ts'
import { connectWebhookRoutes } from './orders/connect-webhook.routes.ts'
import { ordersRoutes } from './orders/orders.routes.ts'
import { sellerProfileRoutes } from './orders/seller-profile.routes.ts'
import { publishRoutes } from './publish/publish.routes.ts'
import type { SellingDeps } from './shared/selling-deps.ts'
import { statsRoutes } from './stats/stats.routes.ts'
import { storefrontRoutes } from './storefront/storefront.routes.ts'

/** Selling's part of /api (issue 33): the creator's screens and the Connect webhook. */
export function sellingApiRoutes(deps: SellingDeps) {
  return contractRouter()
    .route('/', publishRoutes(deps))
    .route('/', sellerProfileRoutes(deps))
    .route('/', ordersRoutes(deps))
    .route('/', connectWebhookRoutes(deps))
    .route('/', subscribersRoutes(deps))
    .route('/', statsRoutes(deps))
    .route('/', mailingRoutes(deps))
}

/** The public pages: HTML rendered by the server, forms that post, no JavaScript needed (issue 33). */
export function sellingPageRoutes(deps: SellingDeps): Hono {
  return new Hono()
    .route('/', storefrontRoutes(deps))
    .route('/', leadPagesRoutes(deps))
    .route('/', buyPagesRoutes(deps))
    .route('/', deliveryRoutes(deps))
}

/** The public pages' paths, for the body limit and the access log. */
export const SELLING_PAGE_PREFIXES = ['/p/', '/s/', '/d/', '/u/', '/confirm/', '/checkout/local/order/'] as const
export const isSellingPagePath = (path: string) => SELLING_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))
