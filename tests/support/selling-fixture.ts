import { createHash, randomUUID } from 'node:crypto'
import type { PriceKind, SellCurrency, SellFormat } from '@core/selling.ts'
import type { Queryable } from '../../src/server/db/database.ts'
import type { VersionPage } from '../../src/server/selling/shared/selling.queries.ts'

/**
 * A published product straight into the tables (migration 0025), for the parts of selling that
 * read one (pages, opt-in, orders, delivery, mail) without going through a publish. Files are
 * given by the caller: real bytes where a test stamps or serves them.
 */
export interface FixtureProduct {
  productId: string
  versionId: string
  slug: string
}

export function samplePage(overrides: Partial<VersionPage> = {}): VersionPage {
  return {
    title: 'Swing Stronger',
    subtitle: 'A golf fitness plan for players over 40',
    description: 'Twelve weeks of drills that add distance without hurting your back.',
    productType: 'guide',
    language: 'en',
    author: 'Dana Reyes',
    chapters: [
      { title: 'Why Your Swing Slows Down' },
      { title: 'The Ten-Minute Warm-Up' },
      { title: 'Hips First' },
      { title: 'Keeping It Going', matter: 'back' },
    ],
    excerpt: {
      title: 'Why Your Swing Slows Down',
      markdown: 'Most golfers lose distance after 40 for one reason: the hips stop turning.\n\nHere is how to get them back.',
    },
    ...overrides,
  }
}

export async function insertProduct(
  db: Queryable,
  options: {
    userId: string
    projectId?: string | null
    slug?: string
    title?: string
    priceKind?: PriceKind
    /** Major units. */
    amount?: number
    minimum?: number
    currency?: SellCurrency
    formats?: SellFormat[]
    status?: 'live' | 'unpublished'
    salesCopy?: string
    checkoutUrl?: string | null
    page?: Partial<VersionPage>
    files?: { format: SellFormat | 'cover' | 'og'; bytes: Uint8Array; fileName: string; mediaType: string }[]
  },
): Promise<FixtureProduct> {
  const kind = options.priceKind ?? 'fixed'
  const slug = options.slug ?? `product-${randomUUID().slice(0, 8)}`
  const cents = (n: number | undefined) => (n === undefined ? null : Math.round(n * 100))
  const page = samplePage({ ...(options.title ? { title: options.title } : {}), ...options.page })
  const product = await db.query<{ id: string }>(
    `insert into public.products (user_id, project_id, slug, title, status, price_kind, currency, amount_cents, minimum_cents,
       formats, sales_copy, refund_policy, checkout_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11, $12, $13) returning id`,
    [
      options.userId,
      options.projectId ?? null,
      slug,
      page.title,
      options.status ?? 'live',
      kind,
      kind === 'free' ? null : (options.currency ?? 'usd'),
      kind === 'free' ? null : cents(options.amount ?? 19),
      kind === 'pwyw' ? cents(options.minimum ?? 5) : null,
      options.formats ?? ['pdf', 'epub'],
      options.salesCopy ?? '## Hit it longer\n\nA plan that fits in ten minutes a day.',
      'Not happy? Reply to your receipt within 30 days for a full refund.',
      options.checkoutUrl ?? null,
    ],
  )
  const productId = product.rows[0]!.id
  const version = await db.query<{ id: string }>(
    `insert into public.product_versions (product_id, version, project_revision, page) values ($1, 1, 1, $2::jsonb) returning id`,
    [productId, JSON.stringify(page)],
  )
  const versionId = version.rows[0]!.id
  await db.query('update public.products set current_version_id = $1 where id = $2', [versionId, productId])
  for (const file of options.files ?? []) {
    await db.query(
      `insert into public.product_files (version_id, format, file_name, media_type, size_bytes, sha256, bytes)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        versionId,
        file.format,
        file.fileName,
        file.mediaType,
        file.bytes.length,
        createHash('sha256').update(file.bytes).digest('hex'),
        file.bytes,
      ],
    )
  }
  return { productId, versionId, slug }
}
