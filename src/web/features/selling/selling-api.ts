import type { z } from 'zod'
import {
  type broadcastSchema,
  connectResponseSchema,
  listMailSchema,
  listMailsResponseSchema,
  offerUpdateResponseSchema,
  orderSchema,
  ordersPageSchema,
  productSchema,
  productsResponseSchema,
  productStateSchema,
  type PublishRequest,
  publishResponseSchema,
  type scheduleSequenceSchema,
  sellerProfileSchema,
  type sellerProfileUpdateSchema,
  statsSchema,
  subscribersPageSchema,
} from '@core/selling-schemas.ts'
import type { OrderStatus, StatsRange, SubscriberStatus } from '@core/selling.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { type AnswerParser, parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * Selling's creator API (contract: @core/selling-schemas.ts, server: src/server/selling), through
 * the typed client (decision 117): it loads with the first call, never with the home page or the
 * editor. The screens are lazy chunks of their own (decision 136), so the shared zod schemas come
 * with them and every answer is parsed: a server of another version is said in words, not drawn wrong.
 * A non-OK answer is thrown by the client's fetch as an ApiError with its code.
 */
const sellingRoute = async () => (await loadApi()).api.selling
/** Path parameters go into the URL as given (lib/api.ts). */
const param = (id: string) => ({ id: encodeURIComponent(id) })
const withSignal = (signal?: AbortSignal) => (signal ? { init: { signal } } : {})
const parsed = async <T>(schema: AnswerParser<T>, res: Promise<Response>): Promise<T> => parseAnswer(schema, await (await res).json())

/** A filter left empty is not sent (the client already leaves out undefined). */
const query = <Q extends Record<string, string | undefined>>(params: Q): Q => {
  const kept = { ...params }
  for (const key of Object.keys(kept) as (keyof Q)[]) if (kept[key] === '') delete kept[key]
  return kept
}

/** Under the user's prefix, dropped at sign-out; invalidate sellingQueryKey(userId) after any change. */
export const sellingQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'selling'] as const

// Publishing (the Sell screen).
const publishRoute = async () => (await loadApi()).api.projects[':id'].publish

export const getProductState = async (projectId: string, signal?: AbortSignal) =>
  parsed(productStateSchema, (await publishRoute()).$get({ param: param(projectId) }, withSignal(signal)))
export const publishProduct = async (projectId: string, body: PublishRequest) =>
  parsed(publishResponseSchema, (await publishRoute()).$post({ param: param(projectId), json: body }))
export const unpublishProduct = async (projectId: string) =>
  parsed(productSchema, (await publishRoute()).$delete({ param: param(projectId) }))
export const offerUpdate = async (projectId: string) =>
  parsed(offerUpdateResponseSchema, (await publishRoute())['offer-update'].$post({ param: param(projectId) }))
export const listProducts = async (signal?: AbortSignal) =>
  parsed(productsResponseSchema, (await sellingRoute()).products.$get({}, withSignal(signal)))

// The seller's profile and payment account.
export const getSellerProfile = async (signal?: AbortSignal) =>
  parsed(sellerProfileSchema, (await sellingRoute()).profile.$get({}, withSignal(signal)))
export const updateSellerProfile = async (body: z.input<typeof sellerProfileUpdateSchema>) =>
  parsed(sellerProfileSchema, (await sellingRoute()).profile.$put({ json: body }))
export const startConnect = async () => parsed(connectResponseSchema, (await sellingRoute()).connect.$post())

// Orders and subscribers: pages by cursor.
export interface PageQuery<S> {
  status?: S | undefined
  cursor?: string | undefined
  product?: string | undefined
}
export const listOrders = async (q: PageQuery<OrderStatus>, signal?: AbortSignal) =>
  parsed(
    ordersPageSchema,
    (await sellingRoute()).orders.$get({ query: query({ status: q.status, cursor: q.cursor, product: q.product }) }, withSignal(signal)),
  )
export const refundOrder = async (orderId: string) =>
  parsed(orderSchema, (await sellingRoute()).orders[':id'].refund.$post({ param: param(orderId) }))
export const listSubscribers = async (q: PageQuery<SubscriberStatus>, signal?: AbortSignal) =>
  parsed(
    subscribersPageSchema,
    (await sellingRoute()).subscribers.$get(
      { query: query({ status: q.status, cursor: q.cursor, product: q.product }) },
      withSignal(signal),
    ),
  )
export async function deleteSubscriber(subscriberId: string): Promise<void> {
  await (await sellingRoute()).subscribers[':id'].$delete({ param: param(subscriberId) })
}

// Stats.
export const getStats = async (range: StatsRange, product: string | undefined, signal?: AbortSignal) =>
  parsed(statsSchema, (await sellingRoute()).stats.$get({ query: query({ range: String(range), product }) }, withSignal(signal)))

// List mail.
export const listMails = async (signal?: AbortSignal) =>
  parsed(listMailsResponseSchema, (await sellingRoute()).mail.$get({}, withSignal(signal)))
export const scheduleSequence = async (body: z.input<typeof scheduleSequenceSchema>) =>
  parsed(listMailsResponseSchema, (await sellingRoute()).mail.sequence.$post({ json: body }))
export const sendBroadcast = async (body: z.input<typeof broadcastSchema>) =>
  parsed(listMailSchema, (await sellingRoute()).mail.broadcast.$post({ json: body }))
export const cancelMail = async (mailId: string) =>
  parsed(listMailSchema, (await sellingRoute()).mail[':id'].$delete({ param: param(mailId) }))

export interface DownloadedFile {
  blob: Blob
  fileName: string
}

/** GET /api/selling/orders.csv or subscribers.csv, with the session's token; the server names the file. */
export async function downloadCsv(what: 'orders' | 'subscribers'): Promise<DownloadedFile> {
  const route = await sellingRoute()
  const res = what === 'orders' ? await route['orders.csv'].$get({ query: {} }) : await route['subscribers.csv'].$get()
  const disposition = res.headers.get('Content-Disposition') ?? ''
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1]?.trim()
  return { blob: await res.blob(), fileName: name && !/[/\\]/.test(name) ? name : `${what}.csv` }
}

/** Saves a blob through a temporary link; the URL is released once the download has surely started. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
