import { fromMinorUnits, publicPaths } from '@core/selling.ts'
import type { Product } from '@core/selling-schemas.ts'
import { isoDate } from '../../projects/project-json.ts'
import type { ProductRow } from '../shared/selling.queries.ts'

/** A product row with what its API answer adds: the current version's number and revision, and the project's revision now. */
export interface ProductStateRow extends ProductRow {
  /** The current version's number (0 only for a product caught between its insert and its first version). */
  version: number | null
  version_revision: number | null
  /** The project's revision now; null once the project is deleted (the product stays, buyers keep their files). */
  project_revision: number | null
}

/** The public page's absolute address. */
export const productUrl = (siteUrl: string, slug: string) => `${siteUrl}${publicPaths.product(slug)}`

/**
 * A product as the creator's API answers it (productSchema): prices back in the major unit, the
 * page's address, and `outdated` when the project was saved after the version buyers get was
 * frozen. The one mapping every selling part that answers a product uses.
 */
export function toProduct(row: ProductStateRow, siteUrl: string): Product {
  const price =
    row.price_kind === 'free' || row.amount_cents === null || row.currency === null
      ? null
      : {
          amount: fromMinorUnits(row.amount_cents),
          currency: row.currency,
          ...(row.price_kind === 'pwyw' && row.minimum_cents !== null ? { minimum: fromMinorUnits(row.minimum_cents) } : {}),
        }
  return {
    id: row.id,
    // A deleted project leaves its product; its id is then gone with it.
    projectId: row.project_id ?? '00000000-0000-0000-0000-000000000000',
    slug: row.slug,
    title: row.title,
    status: row.status,
    priceKind: row.price_kind,
    price,
    formats: row.formats,
    salesCopy: row.sales_copy,
    refundPolicy: row.refund_policy,
    checkoutUrl: row.checkout_url,
    version: row.version ?? 0,
    publishedAt: isoDate(row.published_at),
    url: productUrl(siteUrl, row.slug),
    outdated: row.project_revision !== null && row.version_revision !== null && row.project_revision > row.version_revision,
  }
}
