import type { OrderStatus, SellCurrency, SellFormat } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'

/** Delivery's SQL (decision 134): an order as its buyer's pages read it, the download counts. */
export interface DeliveryOrderRow {
  id: string
  user_id: string
  product_id: string
  version_id: string
  kind: 'paid' | 'free'
  email: string
  amount_cents: number
  currency: SellCurrency | null
  status: OrderStatus
  download_count: number
  /** A lead magnet's free order: the subscriber it was given to (their mails carry the unsubscribe link). */
  subscriber_id: string | null
  created_at: Date | string
  paid_at: Date | string | null
}

const ORDER_COLUMNS =
  'id, user_id, product_id, version_id, kind, email, amount_cents, currency, status, download_count, subscriber_id, created_at, paid_at'

export async function findDeliveryOrder(db: Queryable, orderId: string): Promise<DeliveryOrderRow | undefined> {
  // The id comes from a signed token, but a malformed uuid must be "not found", not a database error.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId)) return undefined
  return (await db.query<DeliveryOrderRow>(`select ${ORDER_COLUMNS} from public.orders where id = $1`, [orderId])).rows[0]
}

/** The orders whose links an address may ask for again: paid sales and confirmed lead magnets, newest first. */
export async function deliverableOrdersOf(db: Queryable, email: string, limit: number): Promise<DeliveryOrderRow[]> {
  return (
    await db.query<DeliveryOrderRow>(
      `select ${ORDER_COLUMNS} from public.orders where email = $1 and status = 'paid' order by created_at desc limit $2`,
      [email.toLowerCase(), limit],
    )
  ).rows
}

/** The files a version has, by format (sold formats and the cover), without reading their bytes. */
export async function versionFormats(db: Queryable, versionId: string): Promise<(SellFormat | 'cover')[]> {
  const { rows } = await db.query<{ format: SellFormat | 'cover' }>(
    `select format from public.product_files where version_id = $1 and format in ('pdf', 'epub', 'docx', 'bundle', 'cover')`,
    [versionId],
  )
  return rows.map((row) => row.format)
}

/** Counts one download, the order's total and its format's in one statement (both or neither). */
export async function countDownload(db: Queryable, orderId: string, format: SellFormat, at: Date): Promise<void> {
  await db.query(
    `with bumped as (update public.orders set download_count = download_count + 1 where id = $1 returning id)
     insert into public.order_downloads (order_id, format, downloads, last_at) select id, $2, 1, $3 from bumped
     on conflict (order_id, format) do update set downloads = order_downloads.downloads + 1, last_at = excluded.last_at`,
    [orderId, format, at],
  )
}
