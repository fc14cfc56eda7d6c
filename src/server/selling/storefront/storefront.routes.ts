import { Hono, type Context } from 'hono'
import { escapeHtml } from '@core/html-escape.ts'
import {
  SLUG_LIMITS,
  SLUG_PATTERN,
  STORE_HANDLE_LIMITS,
  formatPrice,
  fromMinorUnits,
  publicPaths,
  type SellCheckoutMode,
} from '@core/selling.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { findProductBySlug, findVersion, sellerName, type SellerProfileRow, type VersionPage } from '../shared/selling.queries.ts'
import { COVER_WIDTHS, imageBytes, imageEtag, imageInfo, type CoverFormat } from './cover-images.ts'
import { sellingErrorPage, sellingPage } from './page-layout.ts'
import { isCountableView, pageViewsOf } from './page-views.ts'
import { cachedPage, keepPage, pageCacheClock } from './page-cache.ts'
import { renderProductPage } from './product-page.ts'
import { findProductPage, findSellerByHandle, listStoreItems } from './storefront.queries.ts'

/**
 * The public product page /p/<slug>, its cover images and the store page /s/<handle> (issue 33,
 * decisions 129 and 130): server-rendered HTML with form posts, so it works without JavaScript.
 * Only a product's current frozen version is read; an unknown address is 404, an unpublished
 * product 410.
 */

const NOT_FOUND = 'There is no product at this address. Check the link you were given.'
const GONE = 'This product is no longer available.'

/**
 * The product page's own Content-Security-Policy: as strict as the app's (security-headers.ts),
 * stricter on scripts (there are none), and with Stripe's checkout in form-action when the buy form
 * ends there: Chromium applies form-action to the redirect that follows a form post (decision 129).
 */
export function productPageCsp(mode: SellCheckoutMode): string {
  const formAction = ["'self'", ...(mode === 'stripe-connect' ? ['https://checkout.stripe.com'] : [])]
  return [
    "default-src 'self'",
    "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

const validSlug = (slug: string) => slug.length >= SLUG_LIMITS.min && slug.length <= SLUG_LIMITS.max && SLUG_PATTERN.test(slug)
const validHandle = (handle: string) =>
  handle.length >= STORE_HANDLE_LIMITS.min && handle.length <= STORE_HANDLE_LIMITS.max && SLUG_PATTERN.test(handle)

const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** A product that answers: live, with a current version. Otherwise the error page it answers with. */
async function liveProduct(deps: SellingDeps, slug: string) {
  if (!validSlug(slug)) return { error: sellingErrorPage(404, NOT_FOUND) }
  const product = await findProductBySlug(deps.db, slug)
  if (!product || !product.current_version_id) return { error: sellingErrorPage(404, NOT_FOUND) }
  if (product.status !== 'live') return { error: sellingErrorPage(410, GONE) }
  return { product, versionId: product.current_version_id }
}

export function storefrontRoutes(deps: SellingDeps): Hono {
  const views = pageViewsOf(deps.db)
  const csp = productPageCsp(deps.config.sellCheckout)

  const answer = (page: ReturnType<typeof renderProductPage>) =>
    sellingPage({
      ...page,
      headers: {
        'content-security-policy': csp,
        // Short, so an unpublish or a new version shows within a minute, even behind a cache.
        'cache-control': 'public, max-age=60',
      },
    })

  async function productPage(c: Context) {
    const slug = c.req.param('slug') ?? ''
    if (!validSlug(slug)) return sellingErrorPage(404, NOT_FOUND)
    // Hono answers HEAD with the GET route; the raw request still says which it was.
    const countView = (productId: string) => {
      if (isCountableView({ method: c.req.raw.method, header: (name) => c.req.header(name) })) views.count(productId, utcDay(deps.now()))
    }
    const hit = cachedPage<ReturnType<typeof renderProductPage>>(deps.db, slug, pageCacheClock.now())
    if (hit) {
      countView(hit.productId)
      return answer(hit.page)
    }
    const row = await findProductPage(deps.db, slug)
    if (!row || !row.current_version_id || !row.page || row.version === null) return sellingErrorPage(404, NOT_FOUND)
    if (row.status !== 'live') return sellingErrorPage(410, GONE)
    const [cover, og] = await Promise.all([
      imageInfo(deps.db, row.current_version_id, 'cover').catch(() => null),
      imageInfo(deps.db, row.current_version_id, 'og').catch(() => null),
    ])
    countView(row.id)
    const page = renderProductPage({
      product: row,
      page: completePage(row.page, row.title),
      version: row.version,
      seller: { name: sellerName({ store_name: row.store_name ?? '' } as SellerProfileRow, row.page.author), handle: row.store_handle },
      siteUrl: deps.config.siteUrl,
      checkoutMode: deps.config.sellCheckout,
      cover,
      og,
    })
    keepPage(deps.db, slug, { productId: row.id, page }, pageCacheClock.now())
    return answer(page)
  }

  async function image(c: Context, format: CoverFormat) {
    const found = await liveProduct(deps, c.req.param('slug') ?? '')
    if ('error' in found) return found.error
    const asked = Number(c.req.query('w'))
    const width = (COVER_WIDTHS as readonly number[]).includes(asked) ? asked : undefined
    const info = await imageInfo(deps.db, found.versionId, format).catch(() => null)
    if (!info) return sellingErrorPage(404, 'This product has no such image.')
    const etag = imageEtag(info, width)
    // A URL naming the current version never changes; any other is checked again soon.
    const current = c.req.query('v') === String(await versionNumber(deps, found.versionId))
    const headers = {
      etag,
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    }
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers })
    const file = await imageBytes(deps.db, found.versionId, format, width)
    if (!file) return sellingErrorPage(404, 'This product has no such image.')
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, 'content-type': file.mediaType, 'content-length': String(file.bytes.length) },
    })
  }

  async function storePage(c: Context) {
    const handle = (c.req.param('handle') ?? '').toLowerCase()
    if (!validHandle(handle)) return sellingErrorPage(404, 'There is no store at this address.')
    const profile = await findSellerByHandle(deps.db, handle)
    if (!profile) return sellingErrorPage(404, 'There is no store at this address.')
    const items = await listStoreItems(deps.db, profile.user_id)
    const name = sellerName(profile)
    const url = `${deps.config.siteUrl}${publicPaths.store(handle)}`
    const cards = items
      .map((item) => {
        const path = publicPaths.product(item.slug)
        const shown =
          item.price_kind === 'free' || !item.currency || item.amount_cents === null
            ? 'Free'
            : item.price_kind === 'pwyw' && item.minimum_cents !== null
              ? `From ${formatPrice(fromMinorUnits(item.minimum_cents), item.currency)}`
              : formatPrice(fromMinorUnits(item.amount_cents), item.currency)
        const cover = item.has_cover
          ? `<img src="${escapeHtml(`${path}/cover.jpg?v=${item.version}&w=${COVER_WIDTHS[0]}`)}" alt="" width="360" height="576" loading="lazy" decoding="async">`
          : `<span class="plain" aria-hidden="true">${escapeHtml(item.title)}</span>`
        return `<li class="item"><a href="${escapeHtml(path)}">${cover}<span class="t">${escapeHtml(item.title)}</span>${
          item.subtitle ? `<span class="s">${escapeHtml(item.subtitle)}</span>` : ''
        }<span class="p">${escapeHtml(shown)}</span></a></li>`
      })
      .join('\n')
    const body = `<header class="store-head">
<h1>${escapeHtml(name)}</h1>
<p class="muted">${items.length === 0 ? 'Nothing for sale right now. Come back soon.' : `${items.length} ${items.length === 1 ? 'product' : 'products'}`}</p>
</header>
${items.length ? `<ul class="grid">\n${cards}\n</ul>` : ''}`
    const head = `<meta name="description" content="${escapeHtml(`Ebooks, guides and printables by ${name}.`)}">
<link rel="canonical" href="${escapeHtml(url)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${escapeHtml(name)}">
<meta property="og:url" content="${escapeHtml(url)}">
<style>${STORE_CSS}</style>`
    return sellingPage({ title: name, body, head, headers: { 'cache-control': 'public, max-age=60' } })
  }

  return new Hono()
    .get('/p/:slug', productPage)
    .get('/p/:slug/cover.jpg', (c) => image(c, 'cover'))
    .get('/p/:slug/og.jpg', (c) => image(c, 'og'))
    .get('/s/:handle', storePage)
}

const STORE_CSS = `.store-head{margin:1rem 0 1.5rem}
.grid{list-style:none;padding:0;margin:0;display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr))}
.item{margin:0}
.item a{display:flex;flex-direction:column;gap:.25rem;text-decoration:none;color:inherit;height:100%}
.item img,.item .plain{width:100%;aspect-ratio:5/8;object-fit:cover;border-radius:.4rem;box-shadow:0 1px 2px rgb(0 0 0/.12),0 8px 20px -8px rgb(0 0 0/.3);margin-bottom:.5rem}
.item .plain{display:flex;align-items:flex-end;padding:1rem;background:#312e81;color:#fff;font-weight:700}
.item .t{font-weight:650;line-height:1.3}
.item a:hover .t{text-decoration:underline}
.item .s{font-size:.875rem;color:#57534e}
.item .p{font-weight:650;color:#3730a3}
@media (min-width:48rem){.grid{grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:2rem}}`

const versionNumbers = new Map<string, number>()
async function versionNumber(deps: SellingDeps, versionId: string): Promise<number | undefined> {
  const known = versionNumbers.get(versionId)
  if (known !== undefined) return known
  const version = await findVersion(deps.db, versionId)
  if (version && versionNumbers.size < 10_000) versionNumbers.set(versionId, version.version)
  return version?.version
}

/** The frozen page as stored, with what an older or partial version left out filled in, so no field can break the page. */
export function completePage(page: Partial<VersionPage>, title: string): VersionPage {
  return {
    ...page,
    title: typeof page.title === 'string' && page.title.trim() ? page.title : title,
    description: typeof page.description === 'string' ? page.description : '',
    productType: typeof page.productType === 'string' ? page.productType : '',
    chapters: Array.isArray(page.chapters) ? page.chapters.filter((c) => c && typeof c.title === 'string') : [],
    excerpt:
      page.excerpt && typeof page.excerpt.markdown === 'string'
        ? { title: String(page.excerpt.title ?? ''), markdown: page.excerpt.markdown }
        : null,
  }
}
