import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { emailFormSchema } from '@core/selling-schemas.ts'
import { SELL_FORMATS, type SellFormat } from '@core/selling.ts'
import { AppError } from '../../http/app-error.ts'
import { clientIp, countRateLimitHit, emailBucket, ipBucket } from '../../auth/rate-limit.ts'
import { log } from '../../observability/logger.ts'
import { readProductFile } from '../shared/product-files.ts'
import { sellingSigner } from '../shared/signed-token.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { findProductById, findSellerProfile, findVersion, sellerName } from '../shared/selling.queries.ts'
import { orderMail } from './deliver-order.ts'
import { countDownload, type DeliveryOrderRow, deliverableOrdersOf, findDeliveryOrder, versionFormats } from './delivery.queries.ts'
import {
  busyPage,
  downloadPage,
  emailCheckPage,
  expiredLinkPage,
  invalidLinkPage,
  notReadyPage,
  refundedPage,
  resendDonePage,
  resendFormPage,
  tooManyPage,
} from './delivery-pages.ts'

/** Limits on strangers' guesses and asks (decision 134), counted in the database like every rate limit. */
const LIMITS = {
  /** Wrong or right, e-mail checks of one order: 10 in 15 minutes. */
  verifyPerOrder: { limit: 10, windowSeconds: 900 },
  verifyPerIp: { limit: 30, windowSeconds: 900 },
  resendPerIp: { limit: 10, windowSeconds: 3600 },
  /** Past this an address gets no more mail that hour; the page says the same. */
  resendPerAddress: { limit: 3, windowSeconds: 3600 },
} as const

/** The most orders one resend mails links for. */
const RESEND_ORDERS = 20
/** The browser cookie lasts a year; the check only matters once the files were taken. */
const BROWSER_COOKIE_SECONDS = 365 * 86_400

const NO_STORE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

type PageStatus = 200 | 400 | 403 | 404 | 409 | 410 | 429 | 503

/** How long a buyer whose download could not start is asked to wait: a few stamps finish in that time. */
const BUSY_RETRY_SECONDS = 10

function html(c: Context, body: string, status: PageStatus = 200) {
  return c.html(body, status, NO_STORE)
}

/** A path parameter; the routes always give it, the type does not know. */
const param = (c: Context, name: string): string => c.req.param(name) ?? ''

const cookieName = (orderId: string) => `folio_dl_${orderId.replace(/-/g, '').slice(0, 16)}`

/** Every caller of a stranger's form reads it the same way: urlencoded or multipart, anything else empty. */
async function formFields(c: Context): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody()
    return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return {}
  }
}

export type DeliveryHandler = (c: Context) => Promise<Response> | Response

/**
 * What each of delivery's pages does (decisions 133 and 134); delivery.routes.ts says where they are.
 * Every answer is an HTML page with its status (never JSON, never a 500 for a stranger's input).
 */
export function deliveryHandlers(deps: SellingDeps) {
  const signer = () => sellingSigner(deps.db)

  /** The order a download-page token names, or the page that answers instead. */
  async function pageOrder(c: Context, token: string): Promise<DeliveryOrderRow | Response> {
    const payload = (await signer()).verify('download-page', token, deps.now())
    const order = payload ? await findDeliveryOrder(deps.db, payload.id) : undefined
    if (!order) return html(c, invalidLinkPage(), 404)
    if (order.status === 'refunded' || order.status === 'disputed') return html(c, refundedPage(order.status), 410)
    if (order.status !== 'paid') return html(c, notReadyPage(), 409)
    return order
  }

  async function hasBrowserCookie(c: Context, order: DeliveryOrderRow): Promise<boolean> {
    const value = getCookie(c, cookieName(order.id))
    return value !== undefined && (await signer()).verify('browser', value, deps.now())?.id === order.id
  }

  async function rememberBrowser(c: Context, order: DeliveryOrderRow) {
    const expires = new Date(deps.now().getTime() + BROWSER_COOKIE_SECONDS * 1000)
    setCookie(c, cookieName(order.id), (await signer()).sign('browser', { id: order.id }, expires), {
      path: '/d/',
      httpOnly: true,
      secure: deps.config.siteUrl.startsWith('https://'),
      sameSite: 'Lax',
      maxAge: BROWSER_COOKIE_SECONDS,
    })
  }

  async function showDownloads(c: Context, token: string, order: DeliveryOrderRow) {
    await rememberBrowser(c, order)
    const s = await signer()
    const minutes = deps.config.DOWNLOAD_LINK_MINUTES
    const expires = new Date(deps.now().getTime() + minutes * 60_000)
    const [product, version, formats] = await Promise.all([
      findProductById(deps.db, order.product_id),
      findVersion(deps.db, order.version_id),
      versionFormats(deps.db, order.version_id),
    ])
    const profile = await findSellerProfile(deps.db, order.user_id)
    const files = SELL_FORMATS.filter((format) => formats.includes(format)).map((format) => ({
      format,
      href: `/d/${token}/file/${format}?t=${s.sign('file', { id: order.id, format }, expires)}`,
    }))
    return html(
      c,
      downloadPage({
        title: version?.page.title ?? product?.title ?? 'Your download',
        seller: sellerName(profile, version?.page.author),
        coverHref: formats.includes('cover') ? `/d/${token}/cover` : null,
        files,
        minutes,
      }),
    )
  }

  const resendForm: DeliveryHandler = (c) => html(c, resendFormPage())

  const resend: DeliveryHandler = async (c) => {
    const ip = clientIp(c, deps.config)
    const perIp = await countRateLimitHit(deps.db, ipBucket('delivery-resend', ip), LIMITS.resendPerIp.windowSeconds)
    if (perIp.hits > LIMITS.resendPerIp.limit) return html(c, tooManyPage('Too many requests for download links from here.'), 429)
    const form = emailFormSchema.safeParse(await formFields(c))
    if (!form.success) return html(c, resendFormPage('Enter a valid e-mail address.'), 400)
    const { email, website } = form.data
    // A bot that filled the hidden field, or an address asked for too often: the same page, no mail.
    if (website) return html(c, resendDonePage())
    const perAddress = await countRateLimitHit(deps.db, emailBucket('delivery-resend', email), LIMITS.resendPerAddress.windowSeconds)
    if (perAddress.hits <= LIMITS.resendPerAddress.limit) {
      // After the answer: the lookup and above all an SMTP server's time would tell who has orders.
      void mailLinks(email).catch((error: unknown) => log.error({ err: error }, 'delivery: resending download links failed'))
    }
    return html(c, resendDonePage())
  }

  async function mailLinks(email: string) {
    const orders = await deliverableOrdersOf(deps.db, email, RESEND_ORDERS)
    for (const order of orders) await deps.mailer(deps.db).send(await orderMail(deps, order, true))
  }

  const downloads: DeliveryHandler = async (c) => {
    const token = param(c, 'token')
    const order = await pageOrder(c, token)
    if (order instanceof Response) return order
    // The first visit needs nothing; once the files were taken, a browser without the cookie proves it with the address.
    if (order.download_count > 0 && !(await hasBrowserCookie(c, order))) return html(c, emailCheckPage({ action: `/d/${token}/verify` }))
    return showDownloads(c, token, order)
  }

  const verify: DeliveryHandler = async (c) => {
    const token = param(c, 'token')
    const order = await pageOrder(c, token)
    if (order instanceof Response) return order
    const ip = clientIp(c, deps.config)
    const [perOrder, perIp] = await Promise.all([
      countRateLimitHit(deps.db, `delivery-verify:order:${order.id}`, LIMITS.verifyPerOrder.windowSeconds),
      countRateLimitHit(deps.db, ipBucket('delivery-verify', ip), LIMITS.verifyPerIp.windowSeconds),
    ])
    if (perOrder.hits > LIMITS.verifyPerOrder.limit || perIp.hits > LIMITS.verifyPerIp.limit)
      return html(c, tooManyPage('Too many tries to confirm this download.'), 429)
    const action = `/d/${token}/verify`
    const form = emailFormSchema.safeParse(await formFields(c))
    if (!form.success) return html(c, emailCheckPage({ action, error: 'Enter a valid e-mail address.' }), 400)
    if (form.data.email.toLowerCase() !== order.email.toLowerCase())
      return html(c, emailCheckPage({ action, error: 'That is not the address this order was made with.', email: form.data.email }), 400)
    return showDownloads(c, token, order)
  }

  const cover: DeliveryHandler = async (c) => {
    const order = await pageOrder(c, param(c, 'token'))
    if (order instanceof Response) return order
    const cover = await readProductFile(deps.db, order.version_id, 'cover')
    if (!cover) return html(c, invalidLinkPage(), 404)
    return c.body(cover.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': cover.mediaType,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    })
  }

  const file: DeliveryHandler = async (c) => {
    const token = param(c, 'token')
    const order = await pageOrder(c, token)
    if (order instanceof Response) return order
    const format = param(c, 'format') as SellFormat
    const fileToken = c.req.query('t') ?? ''
    if (!SELL_FORMATS.includes(format)) return html(c, invalidLinkPage(), 404)
    const s = await signer()
    const payload = s.verify('file', fileToken, deps.now())
    if (!payload) {
      // Signed by us and for this order, only too old: say so; anything else is a bad link.
      const expired = s.verify('file', fileToken, new Date(0))
      if (expired?.id === order.id && expired.format === format) return html(c, expiredLinkPage(`/d/${token}`), 410)
      return html(c, invalidLinkPage(), 403)
    }
    if (payload.id !== order.id || payload.format !== format) return html(c, invalidLinkPage(), 403)
    const hit = await countRateLimitHit(deps.db, `delivery-file:order:${order.id}`, 60)
    if (hit.hits > deps.config.DOWNLOADS_PER_MINUTE) return html(c, tooManyPage('Too many downloads of this order in a minute.'), 429)
    const file = await readProductFile(deps.db, order.version_id, format)
    if (!file) return html(c, invalidLinkPage(), 404)
    // Stamped in an export worker (decision 138): a 200-page PDF's seconds of CPU stall no one else.
    // The seller's key, so one product's buyers queue behind each other, never in front of other accounts.
    let bytes: Uint8Array
    try {
      bytes = await deps.exportPool.stamp(`sales:${order.user_id}`, format, file.bytes, order.email, c.req.raw.signal)
    } catch (error) {
      // Busy (the queue limit, the seller's cap, a shutdown) or a failed stamp: either way the link
      // stays good and a later try may succeed; a page that says so, never JSON, never a 500.
      const known = error instanceof AppError ? error.body.code : 'internal'
      const busy = known === 'export_busy' || known === 'rate_limited' || known === 'shutting_down'
      // A buyer who left while waiting gave the place up (the pool's 'cancelled'): nothing failed.
      if (!busy && !c.req.raw.signal.aborted) log.error({ err: error, orderId: order.id, format }, 'delivery: stamping a download failed')
      return c.html(busyPage(BUSY_RETRY_SECONDS), 503, { ...NO_STORE, 'Retry-After': String(BUSY_RETRY_SECONDS) })
    }
    await countDownload(deps.db, order.id, format, deps.now())
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.mediaType,
      'Content-Disposition': contentDisposition(file.fileName),
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  }

  return { resendForm, resend, downloads, verify, cover, file }
}

/** `attachment` with an ASCII name for old clients and the UTF-8 name (RFC 6266) for the rest. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
