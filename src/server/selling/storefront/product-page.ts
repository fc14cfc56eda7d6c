import { escapeHtml } from '@core/html-escape.ts'
import {
  OPT_IN_CONSENT_TEXT,
  SELL_FORMAT_LABELS,
  SELLING_LIMITS,
  fromMinorUnits,
  formatPrice,
  publicPaths,
  type SellCheckoutMode,
} from '@core/selling.ts'
import type { ProductRow, VersionPage } from '../shared/selling.queries.ts'
import { COVER_WIDTHS, type ImageInfo } from './cover-images.ts'
import { salesCopyHtml } from './sales-copy.ts'

/**
 * The public product page /p/<slug> (decision 129): everything a buyer reads, from the frozen
 * version's page and the product row alone (never the project, its draft or other chapters), plus
 * what link previews and search engines read (description, canonical, Open Graph, Twitter card,
 * Product JSON-LD). The layout is page-layout.ts; the styles here are the page's own.
 */

export interface ProductPageInput {
  product: ProductRow
  page: VersionPage
  /** The frozen version's number: the image URLs carry it, so a republish is a new URL. */
  version: number
  seller: { name: string; handle: string | null }
  siteUrl: string
  checkoutMode: SellCheckoutMode
  cover: ImageInfo | null
  og: ImageInfo | null
}

export const PRODUCT_TYPE_LABELS: Record<string, string> = { ebook: 'Ebook', guide: 'Guide', checklist: 'Checklist', planner: 'Planner' }

const PAGE_CSS = `.product{display:grid;gap:1.5rem;align-items:start}
.cover{margin:0 auto;max-width:12.5rem;width:100%}
.cover img,.cover .plain{display:block;width:100%;border-radius:.4rem;box-shadow:0 1px 2px rgb(0 0 0/.12),0 12px 28px -8px rgb(0 0 0/.35)}
.cover .plain{aspect-ratio:5/8;padding:1.5rem 1.25rem;background:#312e81;color:#fff;font-weight:700;font-size:1.3rem;line-height:1.25;display:flex;align-items:flex-end}
.main{min-width:0;max-width:40rem}
.kicker{margin:0 0 .5rem;font-size:.8rem;font-weight:650;letter-spacing:.06em;text-transform:uppercase;color:#57534e}
.kicker a{color:inherit}
.subtitle{font-size:1.2rem;color:#44403c;margin:0 0 1rem}
.buy{margin:1.5rem 0 .5rem}
.price{font-size:2rem;font-weight:750;margin:0 0 .75rem;line-height:1.1;color:#0c0a09}
.price small{display:block;font-size:.95rem;font-weight:500;color:#57534e;margin-top:.3rem}
.consent{font-size:.85rem;color:#57534e}
.meta{list-style:none;padding:0;margin:1rem 0 0;font-size:.875rem;color:#57534e}
.meta li{margin:.2rem 0}
.copy{font-size:1.05rem}
.inside{counter-reset:ch;list-style:none;padding:0}
.inside li{counter-increment:ch;padding:.6rem 0 .6rem 2.6rem;border-bottom:1px solid #e7e2d9;position:relative;margin:0}
.inside li::before{content:counter(ch);position:absolute;left:0;top:.55rem;width:1.8rem;height:1.8rem;border-radius:50%;background:#eef2ff;color:#3730a3;font-weight:700;font-size:.85rem;display:grid;place-items:center}
.inside li.matter{counter-increment:none;padding-left:0}
.inside li.matter::before{content:none}
.inside .tag{font-size:.8rem;color:#57534e}
.excerpt{background:#fff;border:1px solid #e7e2d9;border-radius:.75rem;padding:1.25rem 1.5rem;font-family:Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif;font-size:1.05rem}
.excerpt h3{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin-top:0}
.again{margin-top:2.5rem}
@media (min-width:48rem){.product{grid-template-columns:17rem minmax(0,1fr);gap:3rem}.cover{max-width:none;position:sticky;top:2rem}.product .btn{width:100%}}
@media (min-width:64rem){.product{grid-template-columns:21rem minmax(0,40rem);gap:4rem;justify-content:center}}`

export function productPrice(product: ProductRow): { text: string; note?: string } {
  if (product.price_kind === 'free' || product.amount_cents === null || product.currency === null) return { text: 'Free' }
  const price = formatPrice(fromMinorUnits(product.amount_cents), product.currency)
  if (product.price_kind === 'pwyw' && product.minimum_cents !== null)
    return {
      text: `Pay what you want — from ${formatPrice(fromMinorUnits(product.minimum_cents), product.currency)}`,
      note: `Suggested: ${price}`,
    }
  return { text: price }
}

/** JSON in a <script type="application/ld+json">: data, never run, but `<` escaped so no text can close the element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

export function productPageUrls(input: Pick<ProductPageInput, 'product' | 'siteUrl' | 'version'>) {
  const page = `${input.siteUrl}${publicPaths.product(input.product.slug)}`
  const path = publicPaths.product(input.product.slug)
  return {
    page,
    cover: (width?: number) => `${path}/cover.jpg?v=${input.version}${width ? `&w=${width}` : ''}`,
    og: `${page}/og.jpg?v=${input.version}`,
    coverAbsolute: `${page}/cover.jpg?v=${input.version}`,
  }
}

function callToAction(input: ProductPageInput, idPrefix: string): string {
  const { product, seller, checkoutMode } = input
  const path = publicPaths.product(product.slug)
  const id = (name: string) => `${idPrefix}-${name}`
  const emailField = (label: string) => `<div class="field">
<label for="${id('email')}">${escapeHtml(label)}</label>
<input id="${id('email')}" name="email" type="email" autocomplete="email" inputmode="email" required maxlength="254">
</div>`
  // A field people never see nor hear; a bot that fills every field gives itself away (the leads and orders handlers read it).
  const honeypot = `<div class="honeypot" aria-hidden="true"><label for="${id('website')}">Website</label><input id="${id('website')}" name="website" type="text" tabindex="-1" autocomplete="off"></div>`
  if (product.price_kind === 'free') {
    return `<form method="post" action="${escapeHtml(path)}/subscribe">
${emailField('Your e-mail')}
<div class="field">
<label for="${id('name')}">First name <span class="muted">(optional)</span></label>
<input id="${id('name')}" name="name" type="text" autocomplete="given-name" maxlength="${SELLING_LIMITS.personName}">
</div>
${honeypot}
<p class="consent" id="${id('consent')}">${escapeHtml(OPT_IN_CONSENT_TEXT(seller.name))}</p>
<button class="btn" type="submit" aria-describedby="${id('consent')}">Send me the free download</button>
</form>`
  }
  if (checkoutMode === 'external') {
    if (!product.checkout_url) return '<p class="notice">This product is not on sale right now.</p>'
    return `<a class="btn" href="${escapeHtml(product.checkout_url)}" rel="noopener">Buy now</a>`
  }
  const amount =
    product.price_kind === 'pwyw' && product.minimum_cents !== null && product.amount_cents !== null
      ? `<div class="field">
<label for="${id('amount')}">Your price (${escapeHtml((product.currency ?? 'usd').toUpperCase())})</label>
<input id="${id('amount')}" name="amount" type="number" inputmode="decimal" min="${fromMinorUnits(product.minimum_cents)}" max="10000" step="0.01" value="${fromMinorUnits(product.amount_cents)}" required aria-describedby="${id('amount-hint')}">
<p class="hint" id="${id('amount-hint')}">At least ${escapeHtml(formatPrice(fromMinorUnits(product.minimum_cents), product.currency!))}.</p>
</div>`
      : ''
  const label = product.price_kind === 'fixed' ? `Buy now — ${productPrice(product).text}` : 'Buy now'
  return `<form method="post" action="${escapeHtml(path)}/buy">
${amount}${emailField('Your e-mail (for the receipt and download)')}
${honeypot}
<button class="btn" type="submit">${escapeHtml(label)}</button>
</form>`
}

/** The <head> additions and <main> body of the product page. */
export function renderProductPage(input: ProductPageInput): { title: string; head: string; body: string; lang: string } {
  const { product, page, seller } = input
  const urls = productPageUrls(input)
  const title = page.title || product.title
  const description = clip(page.description || page.subtitle || title, 200)
  const price = productPrice(product)
  const typeLabel = PRODUCT_TYPE_LABELS[page.productType] ?? 'Digital product'
  const ogImage = input.og ? urls.og : input.cover ? urls.coverAbsolute : null

  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    description,
    url: urls.page,
    ...(ogImage || input.cover ? { image: [input.cover ? urls.coverAbsolute : ogImage] } : {}),
    brand: { '@type': 'Brand', name: seller.name },
    offers: {
      '@type': 'Offer',
      url: urls.page,
      price:
        product.price_kind === 'free' || product.amount_cents === null
          ? 0
          : fromMinorUnits(product.price_kind === 'pwyw' ? (product.minimum_cents ?? product.amount_cents) : product.amount_cents),
      priceCurrency: (product.currency ?? 'usd').toUpperCase(),
      availability: 'https://schema.org/InStock',
    },
  }

  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`
  const head = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(urls.page)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', urls.page),
    meta('property', 'og:site_name', seller.name),
    ...(ogImage
      ? [
          meta('property', 'og:image', ogImage),
          ...(input.og && ogImage === urls.og
            ? [meta('property', 'og:image:width', String(input.og.width)), meta('property', 'og:image:height', String(input.og.height))]
            : []),
          meta('property', 'og:image:alt', `Cover of ${title}`),
        ]
      : []),
    meta('name', 'twitter:card', ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(ogImage ? [meta('name', 'twitter:image', ogImage), meta('name', 'twitter:image:alt', `Cover of ${title}`)] : []),
    `<script type="application/ld+json">${jsonLd(structured)}</script>`,
    `<style>${PAGE_CSS}</style>`,
  ].join('\n')

  const cover = input.cover
    ? `<img src="${escapeHtml(urls.cover(COVER_WIDTHS[1]))}" srcset="${COVER_WIDTHS.map((w) => `${escapeHtml(urls.cover(w))} ${w}w`).join(', ')}" sizes="(min-width: 64rem) 21rem, (min-width: 48rem) 17rem, 12.5rem" width="${input.cover.width}" height="${input.cover.height}" alt="Cover of ${escapeHtml(title)}" fetchpriority="high" decoding="async">`
    : `<div class="plain" role="img" aria-label="Cover of ${escapeHtml(title)}">${escapeHtml(title)}</div>`

  const sellerLink = seller.handle
    ? `<a href="${escapeHtml(publicPaths.store(seller.handle))}">${escapeHtml(seller.name)}</a>`
    : escapeHtml(seller.name)

  const formats = product.formats.map((f) => SELL_FORMAT_LABELS[f]).join(' · ')
  const metaList = [
    `<li>${product.price_kind === 'free' ? 'Instant download after you confirm your e-mail' : 'Instant download after payment'}: ${escapeHtml(formats)}</li>`,
    ...(product.price_kind !== 'free' && product.refund_policy.trim() ? [`<li>${escapeHtml(product.refund_policy)}</li>`] : []),
  ].join('\n')

  const buyBox = (
    idPrefix: string,
  ) => `<p class="price">${escapeHtml(price.text)}${price.note ? `<small>${escapeHtml(price.note)}</small>` : ''}</p>
${callToAction(input, idPrefix)}`

  const chapters = page.chapters.length
    ? `<section aria-labelledby="inside-h">
<h2 id="inside-h">What's inside</h2>
<ol class="inside">
${page.chapters
  .map((c) =>
    c.matter
      ? `<li class="matter">${escapeHtml(c.title)} <span class="tag">(${c.matter === 'front' ? 'introduction' : 'closing'})</span></li>`
      : `<li>${escapeHtml(c.title)}</li>`,
  )
  .join('\n')}
</ol>
</section>`
    : ''

  const excerptHtml = page.excerpt ? salesCopyHtml(page.excerpt.markdown) : ''
  const excerpt = excerptHtml
    ? `<section aria-labelledby="excerpt-h">
<h2 id="excerpt-h">Read a free excerpt</h2>
<div class="excerpt">
<h3>${escapeHtml(page.excerpt!.title)}</h3>
${excerptHtml}
</div>
</section>`
    : ''

  // A product published without sales copy or a launch kit starts with the description as its copy:
  // shown once, under the title, not again below the buy box.
  const sameAsDescription = product.sales_copy.trim() === page.description.trim()
  const copy = sameAsDescription ? '' : salesCopyHtml(product.sales_copy)
  const body = `<article class="product">
<div class="cover">${cover}</div>
<div class="main">
<p class="kicker">${escapeHtml(typeLabel)} by ${sellerLink}</p>
<h1>${escapeHtml(title)}</h1>
${page.subtitle ? `<p class="subtitle">${escapeHtml(page.subtitle)}</p>` : ''}
${page.description.trim() ? `<p>${escapeHtml(page.description)}</p>` : ''}
<section class="card buy" id="buy" aria-label="${product.price_kind === 'free' ? 'Get it free' : 'Buy'}">
${buyBox('top')}
<ul class="meta">
${metaList}
</ul>
</section>
${copy ? `<section class="copy" aria-label="About this ${escapeHtml(typeLabel.toLowerCase())}">\n${copy}\n</section>` : ''}
${chapters}
${excerpt}
<section class="card again" aria-labelledby="again-h">
<h2 id="again-h" class="visually-hidden">${product.price_kind === 'free' ? 'Get it free' : 'Buy'}</h2>
${buyBox('end')}
</section>
</div>
</article>`
  return { title: `${title} — ${seller.name}`, head, body, lang: page.language || 'en' }
}
