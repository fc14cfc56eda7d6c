import type { PriceKind, SellCurrency, SellFormat } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'
import type { ProductRow, VersionPage } from '../shared/selling.queries.ts'
import type { RenderedFile } from './render-version.ts'
import type { ProductStateRow } from './product-json.ts'

/**
 * Publishing's writes and its product lookups with their version state (migration 0025,
 * decision 128). The server's own connection runs them; every one names the owner.
 */

const STATE_COLUMNS = `p.id, p.user_id, p.project_id, p.slug, p.title, p.status, p.price_kind, p.currency, p.amount_cents,
  p.minimum_cents, p.formats, p.sales_copy, p.refund_policy, p.checkout_url, p.current_version_id, p.published_at,
  p.unpublished_at, p.updated_at, v.version, v.project_revision as version_revision, pr.revision as project_revision`

const STATE_FROM = `public.products p
  left join public.product_versions v on v.id = p.current_version_id
  left join public.projects pr on pr.id = p.project_id`

export async function findProductStateOfProject(db: Queryable, userId: string, projectId: string): Promise<ProductStateRow | undefined> {
  const { rows } = await db.query<ProductStateRow>(
    `select ${STATE_COLUMNS} from ${STATE_FROM} where p.project_id = $1 and p.user_id = $2`,
    [projectId, userId],
  )
  return rows[0]
}

/** The creator's products, the most recently published first. */
export async function listProductStates(db: Queryable, userId: string): Promise<ProductStateRow[]> {
  const { rows } = await db.query<ProductStateRow>(
    `select ${STATE_COLUMNS} from ${STATE_FROM} where p.user_id = $1 order by p.published_at desc, p.id`,
    [userId],
  )
  return rows
}

/** Who holds a slug now, if anyone: a publish may take it only when it is its own product's. */
export async function slugHolder(db: Queryable, slug: string): Promise<{ id: string; project_id: string | null } | undefined> {
  return (await db.query<{ id: string; project_id: string | null }>('select id, project_id from public.products where slug = $1', [slug]))
    .rows[0]
}

/** The project's product under a row lock, so two publishes of one project number their versions one after the other. */
export async function lockProductOfProject(tx: Queryable, userId: string, projectId: string): Promise<ProductRow | undefined> {
  const { rows } = await tx.query<ProductRow>(
    `select id, user_id, project_id, slug, title, status, price_kind, currency, amount_cents, minimum_cents, formats, sales_copy,
       refund_policy, checkout_url, current_version_id, published_at, unpublished_at, updated_at
     from public.products where project_id = $1 and user_id = $2 for update`,
    [projectId, userId],
  )
  return rows[0]
}

/** What a publish sets on the product, in the database's units. */
export interface ProductFields {
  slug: string
  title: string
  priceKind: PriceKind
  currency: SellCurrency | null
  amountCents: number | null
  minimumCents: number | null
  formats: SellFormat[]
  salesCopy: string
  refundPolicy: string
  checkoutUrl: string | null
  publishedAt: Date
}

const fieldValues = (f: ProductFields) => [
  f.slug,
  f.title,
  f.priceKind,
  f.currency,
  f.amountCents,
  f.minimumCents,
  f.formats,
  f.salesCopy,
  f.refundPolicy,
  f.checkoutUrl,
  f.publishedAt,
]

export async function insertProduct(tx: Queryable, userId: string, projectId: string, fields: ProductFields): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.products (user_id, project_id, slug, title, price_kind, currency, amount_cents, minimum_cents, formats,
       sales_copy, refund_policy, checkout_url, published_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13, $13) returning id`,
    [userId, projectId, ...fieldValues(fields)],
  )
  return rows[0]!.id
}

/** A republish: the new settings, live again if it was unpublished. */
export async function updateProduct(tx: Queryable, productId: string, fields: ProductFields): Promise<void> {
  await tx.query(
    `update public.products set slug = $2, title = $3, price_kind = $4, currency = $5, amount_cents = $6, minimum_cents = $7,
       formats = $8::text[], sales_copy = $9, refund_policy = $10, checkout_url = $11, published_at = $12, updated_at = $12,
       status = 'live', unpublished_at = null
     where id = $1`,
    [productId, ...fieldValues(fields)],
  )
}

/** The next version (previous + 1) with its page and files, made the one buyers get. */
export async function insertVersion(
  tx: Queryable,
  productId: string,
  version: { projectRevision: number; page: VersionPage; files: readonly RenderedFile[]; createdAt: Date },
): Promise<{ id: string; version: number }> {
  const { rows } = await tx.query<{ id: string; version: number }>(
    `insert into public.product_versions (product_id, version, project_revision, page, created_at)
     select $1::uuid, coalesce(max(version), 0) + 1, $2::int, $3::jsonb, $4::timestamptz from public.product_versions where product_id = $1::uuid
     returning id, version`,
    [productId, version.projectRevision, JSON.stringify(version.page), version.createdAt],
  )
  const inserted = rows[0]!
  for (const file of version.files) {
    await tx.query(
      `insert into public.product_files (version_id, format, file_name, media_type, size_bytes, sha256, bytes, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [inserted.id, file.format, file.fileName, file.mediaType, file.bytes.byteLength, file.sha256, file.bytes, version.createdAt],
    )
  }
  await tx.query('update public.products set current_version_id = $2 where id = $1', [productId, inserted.id])
  return inserted
}

export async function markUnpublished(db: Queryable, productId: string, at: Date): Promise<void> {
  await db.query(
    `update public.products set status = 'unpublished', unpublished_at = coalesce(unpublished_at, $2), updated_at = $2
     where id = $1`,
    [productId, at],
  )
}

/** A paid order of an earlier version moved to the current one: its id and its buyer's address. */
export interface MovedOrder {
  id: string
  email: string
}

/**
 * Moves the product's paid orders of earlier versions to its current version, once: an order
 * already on it is not returned again, so each buyer is offered each version once.
 */
export async function moveOrdersToVersion(tx: Queryable, productId: string, versionId: string): Promise<MovedOrder[]> {
  const { rows } = await tx.query<MovedOrder>(
    `update public.orders set version_id = $2
     where product_id = $1 and kind = 'paid' and status = 'paid' and version_id <> $2
     returning id, email`,
    [productId, versionId],
  )
  return rows
}
