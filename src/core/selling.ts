/**
 * Selling from Folio (issue 33): published products, their public pages, lead magnets, orders,
 * delivery, subscribers and list mail. Kept free of zod, like generation.ts, so screens can list
 * formats, currencies and statuses without a validator. The schemas are in selling-schemas.ts.
 */
import type { ProductType } from './generation.ts'

/**
 * What a buyer can be given: the book's PDF (in the project's publishing settings), EPUB and DOCX,
 * and for planners and checklists the ZIP of every page size. Every one is stamped with the buyer's
 * address (decision 133), so no format is an unstamped way around it. Markdown is a working format,
 * never sold.
 */
export const SELL_FORMATS = ['pdf', 'epub', 'docx', 'bundle'] as const
export type SellFormat = (typeof SELL_FORMATS)[number]

export const SELL_FORMAT_LABELS: Record<SellFormat, string> = {
  pdf: 'PDF',
  epub: 'EPUB',
  docx: 'Word (DOCX)',
  bundle: 'All page sizes (ZIP)',
}

/** The formats each product type may sell: a planner is not made as EPUB, a book has no size bundle (decision 93). */
export const SELL_FORMATS_BY_TYPE: Record<ProductType, readonly SellFormat[]> = {
  ebook: ['pdf', 'epub', 'docx'],
  guide: ['pdf', 'epub', 'docx'],
  checklist: ['pdf', 'docx', 'bundle'],
  planner: ['pdf', 'bundle'],
}

/** The currencies a product may be priced in (lower case, as Stripe writes them). */
export const SELL_CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'] as const
export type SellCurrency = (typeof SELL_CURRENCIES)[number]

export const CURRENCY_SYMBOLS: Record<SellCurrency, string> = { usd: '$', eur: '€', gbp: '£', cad: 'CA$', aud: 'A$' }

/**
 * Prices are in the currency's major unit with at most two decimals (`19.5` = $19.50), as the launch
 * kit's suggested price is. Stripe's smallest charge is about half a unit in these currencies; a
 * whole unit keeps every fee-inclusive charge above it.
 */
export const PRICE_LIMITS = { min: 1, max: 10_000 } as const

/** How a product is priced: a fixed price, pay what you want above a minimum, or free for an e-mail (a lead magnet). */
export const PRICE_KINDS = ['fixed', 'pwyw', 'free'] as const
export type PriceKind = (typeof PRICE_KINDS)[number]

/** A product's public address: /p/<slug>. Lower-case letters, digits and single hyphens. */
export const SLUG_LIMITS = { min: 3, max: 60 } as const
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A store's public address: /s/<handle>. */
export const STORE_HANDLE_LIMITS = { min: 3, max: 40 } as const

/** Slugs and handles no one may take: they would read as Folio's own pages. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'folio',
  'help',
  'login',
  'official',
  'pricing',
  'signin',
  'signup',
  'store',
  'support',
  'www',
])

/** Bounds on what a creator types, checked by the schemas and the database alike. */
export const SELLING_LIMITS = {
  /** The product page's sales copy: Markdown with a small safe HTML subset (decision 129). */
  salesCopy: 20_000,
  refundPolicy: 300,
  checkoutUrl: 2_000,
  storeName: 80,
  postalAddress: 300,
  broadcastSubject: 150,
  broadcastBody: 20_000,
  /** A buyer's or subscriber's name, when a form asks for one. */
  personName: 100,
} as const

/** The refund policy line a product starts with; the creator may change it. */
export const DEFAULT_REFUND_POLICY = 'Not happy? Reply to your receipt within 30 days for a full refund.'

/**
 * The consent wording the opt-in form shows; stored word for word with every consent record, so a
 * change of wording later never rewrites what someone agreed to.
 */
export const OPT_IN_CONSENT_TEXT = (creator: string) =>
  `Send me this free download and occasional e-mails from ${creator}. I can unsubscribe at any time with one click.`

/** The line stamped at the foot of every PDF page and on the EPUB's and DOCX's copyright page (decision 133). */
export const soldToLine = (email: string) => `Sold to ${email}`

/** Checkout modes the operator chooses (README § Selling): who takes a buyer's money. */
export const SELL_CHECKOUT_MODES = ['external', 'stripe-connect', 'local'] as const
export type SellCheckoutMode = (typeof SELL_CHECKOUT_MODES)[number]

export const SUBSCRIBER_STATUSES = ['unconfirmed', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** An order: waiting for payment, paid (the links work), refunded or disputed (the links answer 410). */
export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'disputed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** List mail: the launch kit's sequence, scheduled from a launch day, or a one-off broadcast. */
export const LIST_MAIL_KINDS = ['sequence', 'broadcast'] as const
export type ListMailKind = (typeof LIST_MAIL_KINDS)[number]

export const LIST_MAIL_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled', 'blocked'] as const
export type ListMailStatus = (typeof LIST_MAIL_STATUSES)[number]

/** The sales dashboard's ranges, in days back from today (UTC). */
export const STATS_RANGES = [7, 30, 90, 365] as const
export type StatsRange = (typeof STATS_RANGES)[number]

/** Public paths served as HTML by the server (not the SPA): a product page, a store, a buyer's downloads. */
export const publicPaths = {
  product: (slug: string) => `/p/${slug}`,
  store: (handle: string) => `/s/${handle}`,
  downloads: (token: string) => `/d/${token}`,
} as const

/** Formats a price in the major unit for people: `$19`, `€9.50`. */
export function formatPrice(amount: number, currency: SellCurrency): string {
  const whole = Number.isInteger(amount)
  return `${CURRENCY_SYMBOLS[currency]}${whole ? amount.toFixed(0) : amount.toFixed(2)}`
}

/** Major units to Stripe's smallest unit (every currency here has two decimals). */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100)
export const fromMinorUnits = (cents: number): number => cents / 100
