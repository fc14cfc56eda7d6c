import { z } from 'zod'
import { MAX_EMAIL_LENGTH, isEmailAddress } from './email-address.ts'
import {
  LIST_MAIL_KINDS,
  LIST_MAIL_STATUSES,
  ORDER_STATUSES,
  PRICE_KINDS,
  PRICE_LIMITS,
  RESERVED_SLUGS,
  SELL_CHECKOUT_MODES,
  SELL_CURRENCIES,
  SELL_FORMATS,
  SELLING_LIMITS as L,
  SLUG_LIMITS,
  SLUG_PATTERN,
  STATS_RANGES,
  STORE_HANDLE_LIMITS,
  SUBSCRIBER_STATUSES,
} from './selling.ts'
import { LAUNCH_EMAIL_KINDS } from './launch-kit.ts'

/**
 * Selling's contract (issue 33, docs/product.md#selling). The creator's API, all signed in (another
 * creator's product, order or subscriber is 404):
 * - POST   /api/projects/:id/publish   ← publishRequestSchema → publishResponseSchema `{ url, product }`
 * - DELETE /api/projects/:id/publish   → productSchema (unpublished: the page answers 410, buyers keep their downloads)
 * - GET    /api/projects/:id/publish   → productStateSchema `{ product: … | null }`
 * - POST   /api/projects/:id/publish/offer-update → `{ mailed }` (earlier buyers get the new version's links)
 * - GET    /api/selling/products       → `{ products: productSchema[] }`
 * - GET/PUT /api/selling/profile       ↔ sellerProfileSchema / sellerProfileUpdateSchema
 * - POST   /api/selling/connect        → `{ url }` (Stripe Connect onboarding, or the local stand-in)
 * - GET    /api/selling/orders?…       → ordersPageSchema;  GET /api/selling/orders.csv
 * - POST   /api/selling/orders/:id/refund → orderSchema
 * - GET    /api/selling/subscribers?…  → subscribersPageSchema;  GET /api/selling/subscribers.csv
 * - DELETE /api/selling/subscribers/:id → 204 (the subscriber's data erased)
 * - GET    /api/selling/stats?range=&product= → statsSchema
 * - GET    /api/selling/mail           → `{ mails: listMailSchema[] }`
 * - POST   /api/selling/mail/sequence  ← scheduleSequenceSchema → `{ mails }`
 * - POST   /api/selling/mail/broadcast ← broadcastSchema → listMailSchema
 * - DELETE /api/selling/mail/:id       → listMailSchema (cancelled, if not yet sent)
 * The buyer's pages are server-rendered HTML with form posts (they work without JavaScript): /p/<slug>,
 * /s/<handle>, /d/<token>; their forms are read with the form schemas below.
 */

const money = z
  .number({ error: 'Enter a price as a number.' })
  .min(PRICE_LIMITS.min, `The lowest price is ${PRICE_LIMITS.min}.`)
  .max(PRICE_LIMITS.max, `The highest price is ${PRICE_LIMITS.max.toLocaleString('en-US')}.`)
  .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    message: 'A price has at most two decimals.',
  })

export const currencySchema = z.enum(SELL_CURRENCIES, { error: `Currency must be one of: ${SELL_CURRENCIES.join(', ')}.` })

/** A price: fixed, or pay what you want when `minimum` is present (`amount` is then the suggested price). */
export const priceSchema = z
  .object({ amount: money, currency: currencySchema, minimum: money.optional() })
  .refine((p) => p.minimum === undefined || p.minimum <= p.amount, {
    message: 'The minimum cannot be above the suggested price.',
    path: ['minimum'],
  })
export type Price = z.infer<typeof priceSchema>

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(SLUG_LIMITS.min, `The address needs at least ${SLUG_LIMITS.min} characters.`)
  .max(SLUG_LIMITS.max, `The address can have at most ${SLUG_LIMITS.max} characters.`)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens only (like my-first-ebook).')
  .refine((s) => !RESERVED_SLUGS.has(s), { message: 'That address is reserved. Choose another.' })

export const emailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, 'That e-mail address is too long.')
  .refine(isEmailAddress, { message: 'Enter a valid e-mail address.' })

const httpsUrl = z
  .string()
  .trim()
  .max(L.checkoutUrl)
  .url('Enter a full address starting with https://.')
  .refine((u) => u.startsWith('https://'), { message: 'The checkout address must start with https://.' })

export const sellFormatSchema = z.enum(SELL_FORMATS)

/** `POST /api/projects/:id/publish`: publishes or republishes (a new frozen version). */
export const publishRequestSchema = z.object({
  slug: slugSchema,
  /** `null`: free for an e-mail (a lead magnet, double opt-in). */
  price: priceSchema.nullable(),
  formats: z
    .array(sellFormatSchema)
    .min(1, 'Choose at least one format to include.')
    .max(SELL_FORMATS.length)
    .refine((f) => new Set(f).size === f.length, { message: 'Each format only once.' }),
  /** The page's sales copy (Markdown, a safe HTML subset); absent: the launch kit's sales page, else the description. */
  salesCopy: z.string().max(L.salesCopy).optional(),
  refundPolicy: z.string().trim().max(L.refundPolicy).optional(),
  /** The external checkout mode only: the creator's own checkout (Gumroad, Payhip, Lemon Squeezy, Etsy). */
  checkoutUrl: httpsUrl.optional(),
})
export type PublishRequest = z.infer<typeof publishRequestSchema>

export const productSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['live', 'unpublished']),
  priceKind: z.enum(PRICE_KINDS),
  price: priceSchema.nullable(),
  formats: z.array(sellFormatSchema),
  salesCopy: z.string(),
  refundPolicy: z.string(),
  checkoutUrl: z.string().nullable(),
  /** The frozen version buyers get now; 1 for the first publish. */
  version: z.number().int(),
  publishedAt: z.iso.datetime(),
  /** The public page's absolute address. */
  url: z.string(),
  /** True when the project changed after this version was frozen. */
  outdated: z.boolean(),
})
export type Product = z.infer<typeof productSchema>

export const publishResponseSchema = z.object({ url: z.string(), product: productSchema })
export const productStateSchema = z.object({ product: productSchema.nullable() })
export const productsResponseSchema = z.object({ products: z.array(productSchema) })
export const offerUpdateResponseSchema = z.object({ mailed: z.number().int() })

export const storeHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(STORE_HANDLE_LIMITS.min)
  .max(STORE_HANDLE_LIMITS.max)
  .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens only.')
  .refine((s) => !RESERVED_SLUGS.has(s), { message: 'That address is reserved. Choose another.' })

/** The creator as a seller: the store, the postal address list mail needs (CAN-SPAM), the payment account. */
export const sellerProfileSchema = z.object({
  storeHandle: z.string().nullable(),
  storeName: z.string(),
  postalAddress: z.string(),
  /** Where replies to receipts and list mail go; absent: the account's e-mail. */
  replyTo: z.string().nullable(),
  checkoutMode: z.enum(SELL_CHECKOUT_MODES),
  /** Stripe Connect: the connected account and whether it can take charges. */
  stripeAccountId: z.string().nullable(),
  chargesEnabled: z.boolean(),
  /** The operator's fee on each sale in percent (Stripe Connect's application fee), 0 by default. */
  platformFeePercent: z.number(),
  storeUrl: z.string().nullable(),
})
export type SellerProfile = z.infer<typeof sellerProfileSchema>

export const sellerProfileUpdateSchema = z.object({
  storeHandle: storeHandleSchema.nullable().optional(),
  storeName: z.string().trim().max(L.storeName).optional(),
  postalAddress: z.string().trim().max(L.postalAddress).optional(),
  replyTo: emailSchema.nullable().optional(),
})

export const connectResponseSchema = z.object({ url: z.string() })

export const orderSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productTitle: z.string(),
  email: z.string(),
  amount: z.number(),
  currency: currencySchema,
  /** Stripe Connect's platform fee on this order, in the major unit. */
  fee: z.number(),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  downloads: z.number().int(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
})
export type Order = z.infer<typeof orderSchema>

const pageQuery = {
  product: z.uuid().optional(),
  /** Opaque cursor from the previous page's `next`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}

export const ordersQuerySchema = z.object({ ...pageQuery, status: z.enum(ORDER_STATUSES).optional() })
export const ordersPageSchema = z.object({ orders: z.array(orderSchema), next: z.string().nullable() })

export const subscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** The product whose form they came from. */
  sourceProductId: z.uuid().nullable(),
  sourceTitle: z.string().nullable(),
  /** The consent record: when, and the wording shown. */
  consentedAt: z.iso.datetime(),
  consentText: z.string(),
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
})
export type Subscriber = z.infer<typeof subscriberSchema>

export const subscribersQuerySchema = z.object({ ...pageQuery, status: z.enum(SUBSCRIBER_STATUSES).optional() })
export const subscribersPageSchema = z.object({ subscribers: z.array(subscriberSchema), next: z.string().nullable() })

export const statsQuerySchema = z.object({
  range: z.coerce
    .number()
    .pipe(z.union(STATS_RANGES.map((r) => z.literal(r)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>, z.ZodLiteral<365>]))
    .default(30),
  product: z.uuid().optional(),
})

const statsTotals = z.object({
  views: z.number().int(),
  optIns: z.number().int(),
  orders: z.number().int(),
  /** Per currency, in the major unit, net of refunds. */
  revenue: z.record(z.string(), z.number()),
  refunds: z.number().int(),
  /** (orders + confirmed opt-ins) ÷ views, 0 when there were none. */
  conversion: z.number(),
})

export const statsSchema = z.object({
  range: z.number().int(),
  totals: statsTotals,
  /** One row per UTC day in the range, oldest first, every day present. */
  days: z.array(statsTotals.extend({ day: z.iso.date() })),
  products: z.array(statsTotals.extend({ productId: z.uuid(), title: z.string(), slug: z.string() })),
})
export type SalesStats = z.infer<typeof statsSchema>

/** Who a list mail goes to: the confirmed subscribers of one product, or of every product. */
export const audienceSchema = z.object({ productId: z.uuid().nullable() })

export const listMailSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LIST_MAIL_KINDS),
  /** The sequence mail's place in the launch plan. */
  emailKind: z.enum(LAUNCH_EMAIL_KINDS).nullable(),
  subject: z.string(),
  productId: z.uuid().nullable(),
  sendAt: z.iso.datetime(),
  status: z.enum(LIST_MAIL_STATUSES),
  recipients: z.number().int(),
  sent: z.number().int(),
  /** Why a mail is blocked (no postal address, the daily cap). */
  note: z.string().nullable(),
})
export type ListMail = z.infer<typeof listMailSchema>

/** Schedules the project's launch kit e-mails to a product's confirmed subscribers, each at its day from `launchDay`. */
export const scheduleSequenceSchema = z.object({
  projectId: z.uuid(),
  audience: audienceSchema,
  /** Launch day (day 0), a UTC date; the warm-up mails go out before it. */
  launchDay: z.iso.date(),
  /** The hour of the day (UTC) each mail goes out. */
  hour: z.number().int().min(0).max(23).default(14),
})

export const broadcastSchema = z.object({
  audience: audienceSchema,
  subject: z.string().trim().min(1, 'Write a subject.').max(L.broadcastSubject),
  body: z.string().trim().min(1, 'Write the message.').max(L.broadcastBody),
  /** Absent: now. */
  sendAt: z.iso.datetime().optional(),
})
export const listMailsResponseSchema = z.object({ mails: z.array(listMailSchema) })

/** The product page's opt-in form (form post or JSON): `website` is the honeypot, left empty by people. */
export const optInFormSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(L.personName).optional(),
  website: z.string().max(500).optional(),
})

/** The product page's buy form: pay-what-you-want sends the amount. */
export const buyFormSchema = z.object({
  email: emailSchema,
  amount: z.coerce.number().optional(),
  website: z.string().max(500).optional(),
})

/** The download page asks a new browser for the buyer's e-mail; the resend form asks for it alone. */
export const emailFormSchema = z.object({ email: emailSchema, website: z.string().max(500).optional() })
