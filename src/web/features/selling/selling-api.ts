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
import { apiRequest } from '@web/lib/api-client.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { type AnswerParser, parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * Selling's creator API (contract: @core/selling-schemas.ts, server: src/server/selling). The
 * screens are lazy chunks of their own (decision 136), so the shared zod schemas come with them and
 * every answer is parsed: a server of another version is said in words, not drawn wrong. Routes
 * declared in ApiRoutes go through the typed client (decision 117); the others are written here,
 * one line each, through `apiRequest` (bearer token, errors thrown as ApiError with their code),
 * until their routers are merged and typed too. Both reach the same fetch, so tests mock one thing.
 */
async function call<T>(method: string, path: string, body: unknown, schema: AnswerParser<T>, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest(method, path, body, signal ? { signal } : {})
  return parseAnswer(schema, await res.json())
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Under the user's prefix, dropped at sign-out; invalidate sellingQueryKey(userId) after any change. */
export const sellingQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'selling'] as const

// Publishing (the Sell screen), through the typed client.
const publishRoute = async () => (await loadApi()).api.projects[':id'].publish
const param = (projectId: string) => ({ id: encodeURIComponent(projectId) })
const parsed = async <T>(schema: AnswerParser<T>, res: Promise<Response>): Promise<T> => parseAnswer(schema, await (await res).json())

export const getProductState = async (projectId: string, signal?: AbortSignal) =>
  parsed(productStateSchema, (await publishRoute()).$get({ param: param(projectId) }, signal ? { init: { signal } } : {}))
export const publishProduct = async (projectId: string, body: PublishRequest) =>
  parsed(publishResponseSchema, (await publishRoute()).$post({ param: param(projectId), json: body }))
export const unpublishProduct = async (projectId: string) =>
  parsed(productSchema, (await publishRoute()).$delete({ param: param(projectId) }))
export const offerUpdate = async (projectId: string) =>
  parsed(offerUpdateResponseSchema, (await publishRoute())['offer-update'].$post({ param: param(projectId) }))
export const listProducts = async (signal?: AbortSignal) =>
  parsed(productsResponseSchema, (await loadApi()).api.selling.products.$get({}, signal ? { init: { signal } } : {}))

// The seller's profile and payment account.
export const getSellerProfile = (signal?: AbortSignal) => call('GET', '/api/selling/profile', undefined, sellerProfileSchema, signal)
export const updateSellerProfile = (body: z.input<typeof sellerProfileUpdateSchema>) =>
  call('PUT', '/api/selling/profile', body, sellerProfileSchema)
export const startConnect = () => call('POST', '/api/selling/connect', {}, connectResponseSchema)

// Orders and subscribers: pages by cursor.
export interface PageQuery<S> {
  status?: S | undefined
  cursor?: string | undefined
  product?: string | undefined
}
export const listOrders = (q: PageQuery<OrderStatus>, signal?: AbortSignal) =>
  call(
    'GET',
    `/api/selling/orders${query({ status: q.status, cursor: q.cursor, product: q.product })}`,
    undefined,
    ordersPageSchema,
    signal,
  )
export const refundOrder = (orderId: string) => call('POST', `/api/selling/orders/${encodeURIComponent(orderId)}/refund`, {}, orderSchema)
export const listSubscribers = (q: PageQuery<SubscriberStatus>, signal?: AbortSignal) =>
  call(
    'GET',
    `/api/selling/subscribers${query({ status: q.status, cursor: q.cursor, product: q.product })}`,
    undefined,
    subscribersPageSchema,
    signal,
  )
export async function deleteSubscriber(subscriberId: string): Promise<void> {
  await apiRequest('DELETE', `/api/selling/subscribers/${encodeURIComponent(subscriberId)}`)
}

// Stats.
export const getStats = (range: StatsRange, product: string | undefined, signal?: AbortSignal) =>
  call('GET', `/api/selling/stats${query({ range, product })}`, undefined, statsSchema, signal)

// List mail.
export const listMails = (signal?: AbortSignal) => call('GET', '/api/selling/mail', undefined, listMailsResponseSchema, signal)
export const scheduleSequence = (body: z.input<typeof scheduleSequenceSchema>) =>
  call('POST', '/api/selling/mail/sequence', body, listMailsResponseSchema)
export const sendBroadcast = (body: z.input<typeof broadcastSchema>) => call('POST', '/api/selling/mail/broadcast', body, listMailSchema)
export const cancelMail = (mailId: string) => call('DELETE', `/api/selling/mail/${encodeURIComponent(mailId)}`, undefined, listMailSchema)

export interface DownloadedFile {
  blob: Blob
  fileName: string
}

/** GET /api/selling/orders.csv or subscribers.csv, with the session's token; the server names the file. */
export async function downloadCsv(what: 'orders' | 'subscribers'): Promise<DownloadedFile> {
  const res = await apiRequest('GET', `/api/selling/${what}.csv`)
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
