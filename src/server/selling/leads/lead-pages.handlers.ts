import { optInFormSchema } from '@core/selling-schemas.ts'
import { OPT_IN_CONSENT_TEXT } from '@core/selling.ts'
import { countRateLimitHit, emailBucket, ipBucket } from '../../auth/rate-limit.ts'
import type { Queryable } from '../../db/database.ts'
import { log } from '../../observability/logger.ts'
import { deliverOrder, downloadPageUrl } from '../delivery/deliver-order.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { findProductById, findSellerProfile, findVersion, type ProductRow, sellerName } from '../shared/selling.queries.ts'
import { sellingSigner, type TokenPayload } from '../shared/signed-token.ts'
import { confirmOptInMail, downloadAgainMail } from './lead-mails.ts'
import {
  badFormPage,
  checkInboxPage,
  confirmLinkInvalidPage,
  confirmPage,
  productGonePage,
  tooManyOptInsPage,
  unsubscribedPage,
  unsubscribeLinkInvalidPage,
  unsubscribePage,
} from './lead-pages.ts'
import {
  findFreeOrder,
  findSubscriber,
  insertConsent,
  insertFreeOrder,
  lockSubscriber,
  lockSubscriberForOptIn,
  markConfirmed,
  markUnsubscribed,
  type SubscriberRow,
} from './leads.queries.ts'
import { unsubscribeUrl } from './unsubscribe-link.ts'

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
const HOUR = 3600

/** A product that takes e-mails: live, free, with a version to give. */
export const isLeadMagnet = (product: ProductRow | undefined): product is ProductRow & { current_version_id: string } =>
  product?.status === 'live' && product.price_kind === 'free' && product.current_version_id !== null

/** The creator's name as the form showed it, and the product's title, from the version on the page. */
async function sellerOf(db: Queryable, product: ProductRow): Promise<{ creator: string; title: string; replyTo: string | null }> {
  const [profile, version] = await Promise.all([
    findSellerProfile(db, product.user_id),
    product.current_version_id ? findVersion(db, product.current_version_id) : undefined,
  ])
  return { creator: sellerName(profile, version?.page.author), title: version?.page.title ?? product.title, replyTo: profile.reply_to }
}

export interface OptInRequest {
  product: ProductRow & { current_version_id: string }
  /** The form's fields as sent; undefined when the body could not be read as a form or JSON. */
  fields: Record<string, unknown>
  clientIp: string
}

/**
 * POST /p/<slug>/subscribe (decision 131). Every accepted request answers the same page, and the
 * address's state only decides which mail goes out: an unknown, unconfirmed or unsubscribed
 * address gets a confirmation link (and a consent record), a confirmed one that already has this
 * product gets its download link again. A honeypot or an address past its hourly allowance is
 * answered the same page with nothing stored or sent.
 */
export async function optIn(deps: SellingDeps, { product, fields, clientIp }: OptInRequest): Promise<Response> {
  const { config, db } = deps
  // First, so every path below answers the same title (the page's, the version's) whatever it does.
  const seller = await sellerOf(db, product)
  const filled = fields.website
  if (filled !== undefined && filled !== null && String(filled).trim() !== '') return checkInboxPage(seller.title)
  const parsed = optInFormSchema.safeParse(fields)
  if (!parsed.success) return badFormPage(product.slug, parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.')
  if (parsed.data.name?.includes('\u0000')) return badFormPage(product.slug, 'Your name has a character we cannot store.')
  const email = parsed.data.email.toLowerCase()
  const name = parsed.data.name || null

  // Counted in the database, so every replica shares the count; outside the transaction, so a hit stays counted.
  const perIp = await countRateLimitHit(db, ipBucket('optin', clientIp), HOUR)
  if (perIp.hits > config.OPT_INS_PER_IP_PER_HOUR) return tooManyOptInsPage(secondsLeft(perIp.windowStart, perIp.now))
  // Per address across every creator: nobody can make Folio mail an address more than this an hour.
  const perAddress = await countRateLimitHit(db, emailBucket('optin', email), HOUR)
  if (perAddress.hits > config.OPT_INS_PER_ADDRESS_PER_HOUR) return checkInboxPage(seller.title)

  const signer = await sellingSigner(db)
  const now = deps.now()
  await db.transaction(async (tx) => {
    const subscriber = await lockSubscriberForOptIn(tx, { userId: product.user_id, email, name, productId: product.id, now })
    const unsubscribe = await unsubscribeUrl(deps, subscriber.id)
    const mail = { to: email, from: config.MAIL_FROM, replyTo: seller.replyTo, name, productTitle: seller.title, creator: seller.creator }
    // Looked up for every state, so an answer's time says as little as its body.
    const orderId = await findFreeOrder(tx, subscriber.id, product.id)
    if (subscriber.status === 'confirmed' && orderId) {
      // They proved the address and have this file: no new consent is asked to send it again.
      const link = await downloadPageUrl(deps, orderId)
      await deps.mailer(tx).send(downloadAgainMail({ ...mail, link, unsubscribeUrl: unsubscribe }))
      return
    }
    const wording = OPT_IN_CONSENT_TEXT(seller.creator)
    await insertConsent(tx, {
      subscriberId: subscriber.id,
      userId: product.user_id,
      productId: product.id,
      email,
      wording,
      sourceIp: clientIp,
      now,
    })
    const expires = new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000)
    // `at`: a link asked for before an unsubscribe never subscribes again (confirm below).
    const token = signer.sign('confirm', { id: subscriber.id, product: product.id, at: now.getTime() }, expires)
    const link = `${config.siteUrl}/confirm/${token}`
    await deps.mailer(tx).send(confirmOptInMail({ ...mail, link, unsubscribeUrl: unsubscribe }))
  })
  return checkInboxPage(seller.title)
}

const secondsLeft = (windowStart: Date, now: Date) => Math.max(1, Math.ceil((windowStart.getTime() + HOUR * 1000 - now.getTime()) / 1000))

type ConfirmCheck =
  { ok: true; subscriber: SubscriberRow; product: ProductRow & { current_version_id: string } } | { ok: false; page: Response }

/** What a confirmation link names, if it still may be used; else the page that says why not. */
async function checkConfirmToken(deps: SellingDeps, token: string): Promise<ConfirmCheck> {
  const signer = await sellingSigner(deps.db)
  const claims = signer.verify('confirm', token, deps.now())
  if (!claims) {
    // A genuine link past its week still names its product: send them back to ask again.
    const stale = signer.verify('confirm', token, new Date(0))
    const product = stale ? await findProductById(deps.db, String(stale.product)) : undefined
    return { ok: false, page: confirmLinkInvalidPage(isLeadMagnet(product) ? product.slug : undefined) }
  }
  const [subscriber, product] = await Promise.all([findSubscriber(deps.db, claims.id), findProductById(deps.db, String(claims.product))])
  if (!product || !isLeadMagnet(product)) return { ok: false, page: productGonePage() }
  if (!subscriber || subscriber.user_id !== product.user_id || askedBeforeUnsubscribe(claims, subscriber)) {
    return { ok: false, page: confirmLinkInvalidPage(product.slug) }
  }
  return { ok: true, subscriber, product }
}

function askedBeforeUnsubscribe(claims: TokenPayload, subscriber: SubscriberRow): boolean {
  if (subscriber.status !== 'unsubscribed' || !subscriber.unsubscribed_at) return false
  return Number(claims.at) < new Date(subscriber.unsubscribed_at).getTime()
}

/** GET /confirm/<token>: the button only. A link scanner's GET changes nothing. */
export async function showConfirm(deps: SellingDeps, token: string, action: string): Promise<Response> {
  const check = await checkConfirmToken(deps, token)
  if (!check.ok) return check.page
  const seller = await sellerOf(deps.db, check.product)
  return confirmPage({ productTitle: seller.title, creator: seller.creator, action })
}

/**
 * POST /confirm/<token>: the address is confirmed (once; again is the same answer), the product's
 * current version becomes the subscriber's free order if they have none for it, and after the
 * commit delivery mails it. Answers 303 to the download page.
 */
export async function confirm(deps: SellingDeps, token: string): Promise<Response> {
  const check = await checkConfirmToken(deps, token)
  if (!check.ok) return check.page
  const { product } = check
  const now = deps.now()
  const result = await deps.db.transaction(async (tx) => {
    const subscriber = await lockSubscriber(tx, check.subscriber.id)
    if (!subscriber) return undefined
    await markConfirmed(tx, subscriber.id, now)
    const existing = await findFreeOrder(tx, subscriber.id, product.id)
    if (existing) return { orderId: existing, created: false }
    const orderId = await insertFreeOrder(tx, {
      userId: product.user_id,
      productId: product.id,
      versionId: product.current_version_id,
      email: subscriber.email,
      subscriberId: subscriber.id,
      now,
    })
    return { orderId, created: true }
  })
  // Erased between the check and the lock.
  if (!result) return confirmLinkInvalidPage(product.slug)
  if (result.created) {
    try {
      await deliverOrder(deps, result.orderId)
    } catch (error) {
      // The order stands and the download page works; the mail is delivery's to retry or ask for again.
      log.error({ err: error, orderId: result.orderId }, 'Delivering a free order failed')
    }
  }
  return new Response(null, {
    status: 303,
    headers: { location: await downloadPageUrl(deps, result.orderId), 'cache-control': 'no-store' },
  })
}

/** The subscriber a /u/ link names, its creator's name; undefined for a forged link. */
async function unsubscribeTarget(deps: SellingDeps, token: string) {
  const claims = (await sellingSigner(deps.db)).verify('unsubscribe', token, deps.now())
  if (!claims) return undefined
  const subscriber = await findSubscriber(deps.db, claims.id)
  if (!subscriber) return { subscriber: undefined, creator: '' }
  const source = subscriber.source_product_id ? await findProductById(deps.db, subscriber.source_product_id) : undefined
  const profile = await findSellerProfile(deps.db, subscriber.user_id)
  const version = source?.current_version_id ? await findVersion(deps.db, source.current_version_id) : undefined
  return { subscriber, creator: sellerName(profile, version?.page.author) }
}

/** GET /u/<token>: the one button; a link scanner's GET unsubscribes no one. */
export async function showUnsubscribe(deps: SellingDeps, token: string, action: string): Promise<Response> {
  const target = await unsubscribeTarget(deps, token)
  if (!target) return unsubscribeLinkInvalidPage()
  const { subscriber, creator } = target
  if (!subscriber) return unsubscribedPage(undefined)
  return unsubscribePage({ creator, email: subscriber.email, action, unsubscribed: subscriber.status === 'unsubscribed' })
}

/** POST /u/<token> (the page's button, or RFC 8058's one-click POST from the mail client): unsubscribed at once. */
export async function unsubscribe(deps: SellingDeps, token: string): Promise<Response> {
  const target = await unsubscribeTarget(deps, token)
  if (!target) return unsubscribeLinkInvalidPage()
  const { subscriber, creator } = target
  if (!subscriber) return unsubscribedPage(undefined)
  await markUnsubscribed(deps.db, subscriber.id, deps.now())
  return unsubscribedPage({ creator, email: subscriber.email })
}
