import type { PriceKind, SellCurrency, SellFormat } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'

/**
 * The rows every part of selling reads (migration 0025, decision 127). Each part keeps its own
 * writes in its own queries file; these are the shared lookups. The server's own connection reads
 * them: every creator-facing query names the owner, every public one goes by slug or token.
 */
export interface ProductRow {
  id: string
  user_id: string
  project_id: string | null
  slug: string
  title: string
  status: 'live' | 'unpublished'
  price_kind: PriceKind
  currency: SellCurrency | null
  amount_cents: number | null
  minimum_cents: number | null
  formats: SellFormat[]
  sales_copy: string
  refund_policy: string
  checkout_url: string | null
  current_version_id: string | null
  published_at: Date | string
  unpublished_at: Date | string | null
  updated_at: Date | string
}

/** What the public page shows of a version, frozen when it was published. */
export interface VersionPage {
  title: string
  subtitle?: string
  description: string
  productType: string
  language?: string
  author?: string
  chapters: { title: string; matter?: 'front' | 'back' }[]
  excerpt: { title: string; markdown: string } | null
}

export interface VersionRow {
  id: string
  product_id: string
  version: number
  project_revision: number
  page: VersionPage
  created_at: Date | string
}

export interface SellerProfileRow {
  user_id: string
  store_handle: string | null
  store_name: string
  postal_address: string
  reply_to: string | null
  stripe_account_id: string | null
  charges_enabled: boolean
}

const PRODUCT_COLUMNS = `id, user_id, project_id, slug, title, status, price_kind, currency, amount_cents, minimum_cents, formats,
  sales_copy, refund_policy, checkout_url, current_version_id, published_at, unpublished_at, updated_at`

/** A product by its public address, live or not (an unpublished one answers 410, an unknown one 404). */
export async function findProductBySlug(db: Queryable, slug: string): Promise<ProductRow | undefined> {
  return (await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from public.products where slug = $1`, [slug])).rows[0]
}

export async function findProductById(db: Queryable, id: string): Promise<ProductRow | undefined> {
  return (await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from public.products where id = $1`, [id])).rows[0]
}

/** The owner's product of a project, if it was ever published. */
export async function findProductOfProject(db: Queryable, userId: string, projectId: string): Promise<ProductRow | undefined> {
  return (
    await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from public.products where project_id = $1 and user_id = $2`, [projectId, userId])
  ).rows[0]
}

export async function listProductsOf(db: Queryable, userId: string): Promise<ProductRow[]> {
  return (
    await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from public.products where user_id = $1 order by published_at desc`, [userId])
  ).rows
}

export async function findVersion(db: Queryable, versionId: string): Promise<VersionRow | undefined> {
  return (
    await db.query<VersionRow>(
      'select id, product_id, version, project_revision, page, created_at from public.product_versions where id = $1',
      [versionId],
    )
  ).rows[0]
}

/** The seller's profile; a creator who never saved one has the defaults (no handle, no address). */
export async function findSellerProfile(db: Queryable, userId: string): Promise<SellerProfileRow> {
  const row = (
    await db.query<SellerProfileRow>(
      `select user_id, store_handle, store_name, postal_address, reply_to, stripe_account_id, charges_enabled
       from public.seller_profiles where user_id = $1`,
      [userId],
    )
  ).rows[0]
  return (
    row ?? {
      user_id: userId,
      store_handle: null,
      store_name: '',
      postal_address: '',
      reply_to: null,
      stripe_account_id: null,
      charges_enabled: false,
    }
  )
}

/** The creator's name as buyers see it: the store's name, else the publishing settings' author, else "the author". */
export function sellerName(profile: SellerProfileRow, author?: string): string {
  return profile.store_name.trim() || author?.trim() || 'the author'
}
