import type { PriceKind, SellCurrency } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'
import type { ProductRow, SellerProfileRow, VersionPage } from '../shared/selling.queries.ts'

/** The storefront's own SQL: page views (migration 0027) and the store page's lookups. */

/** Adds views in one statement: one row per product and UTC day, summed into what is there. */
export async function addPageViews(db: Queryable, rows: { productId: string; day: string; views: number }[]): Promise<void> {
  if (rows.length === 0) return
  await db.query(
    `insert into public.product_page_views (product_id, day, views)
     select v.product_id, v.day, v.views
     from unnest($1::uuid[], $2::date[], $3::int[]) as v (product_id, day, views)
     -- A product deleted since its view was counted is skipped, not an error for the whole batch.
     where exists (select 1 from public.products p where p.id = v.product_id)
     on conflict (product_id, day) do update set views = public.product_page_views.views + excluded.views`,
    [rows.map((r) => r.productId), rows.map((r) => r.day), rows.map((r) => r.views)],
  )
}

export async function findSellerByHandle(db: Queryable, handle: string): Promise<SellerProfileRow | undefined> {
  return (
    await db.query<SellerProfileRow>(
      `select user_id, store_handle, store_name, postal_address, reply_to, stripe_account_id, charges_enabled
       from public.seller_profiles where store_handle = $1`,
      [handle],
    )
  ).rows[0]
}

export interface StoreItemRow {
  slug: string
  title: string
  price_kind: PriceKind
  currency: SellCurrency | null
  amount_cents: number | null
  minimum_cents: number | null
  current_version_id: string
  version: number
  subtitle: string | null
  has_cover: boolean
}

/** A store's live products, newest first, with what a card shows. */
export async function listStoreItems(db: Queryable, userId: string): Promise<StoreItemRow[]> {
  return (
    await db.query<StoreItemRow>(
      `select p.slug, p.title, p.price_kind, p.currency, p.amount_cents, p.minimum_cents, p.current_version_id,
         v.version, v.page->>'subtitle' as subtitle,
         exists (select 1 from public.product_files f where f.version_id = p.current_version_id and f.format = 'cover') as has_cover
       from public.products p join public.product_versions v on v.id = p.current_version_id
       where p.user_id = $1 and p.status = 'live'
       order by p.published_at desc
       limit 200`,
      [userId],
    )
  ).rows
}

/** Which images a version has (without their bytes). */
export async function versionImageFormats(db: Queryable, versionId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ format: string }>(
    `select format from public.product_files where version_id = $1 and format in ('cover', 'og')`,
    [versionId],
  )
  return new Set(rows.map((r) => r.format))
}

export interface ProductPageRow extends ProductRow {
  version: number | null
  page: VersionPage | null
  store_handle: string | null
  store_name: string | null
}

/**
 * What the product page shows, in one round trip: the product by its address, its current frozen
 * version and its seller's store (decision 130: a page view must stay cheap under load).
 */
export async function findProductPage(db: Queryable, slug: string): Promise<ProductPageRow | undefined> {
  return (
    await db.query<ProductPageRow>(
      `select p.id, p.user_id, p.project_id, p.slug, p.title, p.status, p.price_kind, p.currency, p.amount_cents, p.minimum_cents,
         p.formats, p.sales_copy, p.refund_policy, p.checkout_url, p.current_version_id, p.published_at, p.unpublished_at, p.updated_at,
         v.version, v.page, s.store_handle, s.store_name
       from public.products p
       left join public.product_versions v on v.id = p.current_version_id
       left join public.seller_profiles s on s.user_id = p.user_id
       where p.slug = $1`,
      [slug],
    )
  ).rows[0]
}
