import type { SubscriberStatus } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'

/**
 * Lead magnets' and lists' SQL (migration 0025's subscribers, consents and free orders, decision
 * 131). Public pages reach a subscriber only by a signed token's id; the creator's API names the
 * owner in every statement.
 */
export interface SubscriberRow {
  id: string
  user_id: string
  email: string
  name: string | null
  status: SubscriberStatus
  source_product_id: string | null
  confirmed_at: Date | null
  unsubscribed_at: Date | null
  created_at: Date
}

const SUBSCRIBER_COLUMNS = 'id, user_id, email, name, status, source_product_id, confirmed_at, unsubscribed_at, created_at'

/**
 * The creator's row for an address, made if there is none (unconfirmed, from this product) and
 * locked for the rest of the transaction, so two opt-ins or confirmations of one address queue.
 * An existing row keeps its status and source: only a click on a confirmation link changes them.
 */
export async function lockSubscriberForOptIn(
  tx: Queryable,
  input: { userId: string; email: string; name: string | null; productId: string; now: Date },
): Promise<SubscriberRow> {
  await tx.query(
    `insert into public.subscribers (user_id, email, name, source_product_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) on conflict (user_id, email) do nothing`,
    [input.userId, input.email, input.name, input.productId, input.now],
  )
  const row = (
    await tx.query<SubscriberRow>(`select ${SUBSCRIBER_COLUMNS} from public.subscribers where user_id = $1 and email = $2 for update`, [
      input.userId,
      input.email,
    ])
  ).rows[0]
  if (!row) throw new Error('subscriber row missing right after its insert')
  if (input.name && input.name !== row.name) {
    await tx.query('update public.subscribers set name = $2, updated_at = $3 where id = $1', [row.id, input.name, input.now])
  }
  return row
}

export async function lockSubscriber(tx: Queryable, id: string): Promise<SubscriberRow | undefined> {
  return (await tx.query<SubscriberRow>(`select ${SUBSCRIBER_COLUMNS} from public.subscribers where id = $1 for update`, [id])).rows[0]
}

export async function findSubscriber(db: Queryable, id: string): Promise<SubscriberRow | undefined> {
  return (await db.query<SubscriberRow>(`select ${SUBSCRIBER_COLUMNS} from public.subscribers where id = $1`, [id])).rows[0]
}

/** What someone agreed to, word for word, with where they were (decision 131). */
export async function insertConsent(
  tx: Queryable,
  consent: { subscriberId: string; userId: string; productId: string; email: string; wording: string; sourceIp: string; now: Date },
): Promise<void> {
  await tx.query(
    `insert into public.consents (subscriber_id, user_id, product_id, email, wording, source_ip, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [consent.subscriberId, consent.userId, consent.productId, consent.email, consent.wording, consent.sourceIp, consent.now],
  )
}

/** Confirmed from now on (a first confirmation, or again after an unsubscribe); a confirmed row is left as it is. */
export async function markConfirmed(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query(
    `update public.subscribers set status = 'confirmed', confirmed_at = $2, unsubscribed_at = null, updated_at = $2
     where id = $1 and status <> 'confirmed'`,
    [id, now],
  )
}

/** Unsubscribed at once; a second click keeps the first time. */
export async function markUnsubscribed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    `update public.subscribers set status = 'unsubscribed', unsubscribed_at = $2, updated_at = $2
     where id = $1 and status <> 'unsubscribed'`,
    [id, now],
  )
}

/** The subscriber's free order for a product, any version (they keep the one they confirmed for). */
export async function findFreeOrder(db: Queryable, subscriberId: string, productId: string): Promise<string | undefined> {
  return (
    await db.query<{ id: string }>(
      `select id from public.orders where subscriber_id = $1 and product_id = $2 and kind = 'free'
       order by created_at desc limit 1`,
      [subscriberId, productId],
    )
  ).rows[0]?.id
}

/** A lead magnet's download is a free order, paid at once, so delivery has one path (decision 127). */
export async function insertFreeOrder(
  tx: Queryable,
  order: { userId: string; productId: string; versionId: string; email: string; subscriberId: string; now: Date },
): Promise<string> {
  const row = (
    await tx.query<{ id: string }>(
      `insert into public.orders (user_id, product_id, version_id, kind, email, amount_cents, status, checkout_mode, subscriber_id,
         created_at, paid_at)
       values ($1, $2, $3, 'free', $4, 0, 'paid', 'free', $5, $6, $6) returning id`,
      [order.userId, order.productId, order.versionId, order.email, order.subscriberId, order.now],
    )
  ).rows[0]
  if (!row) throw new Error('insert into public.orders returned nothing')
  return row.id
}

// --- The creator's lists -------------------------------------------------------------------------

/** A subscriber as the creator's screens list it, with the newest consent record. */
export interface ListedSubscriberRow {
  id: string
  email: string
  name: string | null
  status: SubscriberStatus
  source_product_id: string | null
  source_title: string | null
  source_slug: string | null
  consented_at: Date | null
  consent_text: string | null
  confirmed_at: Date | null
  unsubscribed_at: Date | null
  created_at: Date
  /** created_at to the microsecond, for the page cursor (a Date keeps milliseconds only). */
  created_key: string
}

export interface SubscriberFilter {
  status?: SubscriberStatus
  /** Those who came from this product's form, or used it later (a consent record on it). */
  productId?: string
}

/** Newest first, by (created_at, id): keyset pages that hold still while rows are added. */
export async function listSubscribers(
  db: Queryable,
  userId: string,
  filter: SubscriberFilter,
  page: { after?: { createdKey: string; id: string }; limit?: number } = {},
): Promise<ListedSubscriberRow[]> {
  const params: unknown[] = [userId]
  const where = ['s.user_id = $1']
  if (filter.status) {
    params.push(filter.status)
    where.push(`s.status = $${params.length}`)
  }
  if (filter.productId) {
    params.push(filter.productId)
    // As list mail's audience reads it: the product they came from, or any later form they used.
    where.push(
      `(s.source_product_id = $${params.length} or exists (select 1 from public.consents k where k.subscriber_id = s.id and k.product_id = $${params.length}))`,
    )
  }
  if (page.after) {
    params.push(page.after.createdKey, page.after.id)
    where.push(`(s.created_at, s.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`)
  }
  let limit = ''
  if (page.limit !== undefined) {
    params.push(page.limit)
    limit = `limit $${params.length}`
  }
  return (
    await db.query<ListedSubscriberRow>(
      `select s.id, s.email, s.name, s.status, s.source_product_id, p.title as source_title, p.slug as source_slug,
         c.created_at as consented_at, c.wording as consent_text, s.confirmed_at, s.unsubscribed_at, s.created_at,
         to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
       from public.subscribers s
       left join public.products p on p.id = s.source_product_id
       left join lateral (
         select k.created_at, k.wording from public.consents k where k.subscriber_id = s.id order by k.created_at desc, k.id desc limit 1
       ) c on true
       where ${where.join(' and ')}
       order by s.created_at desc, s.id desc
       ${limit}`,
      params,
    )
  ).rows
}

/**
 * Erases a subscriber of `userId` on request (GDPR): their free orders, the row, and by cascade
 * their consent records. False when there is no such subscriber of this creator.
 */
export async function eraseSubscriber(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const found = await tx.query('select id from public.subscribers where id = $1 and user_id = $2 for update', [id, userId])
  if (found.rowCount === 0) return false
  await tx.query(`delete from public.orders where subscriber_id = $1 and user_id = $2 and kind = 'free'`, [id, userId])
  await tx.query('delete from public.subscribers where id = $1 and user_id = $2', [id, userId])
  return true
}
