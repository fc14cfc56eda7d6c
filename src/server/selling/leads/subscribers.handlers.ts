import type { z } from 'zod'
import type { Subscriber, subscribersQuerySchema } from '@core/selling-schemas.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../http/app-error.ts'
import { csvDocument } from '../shared/csv.ts'
import { eraseSubscriber, type ListedSubscriberRow, listSubscribers } from './leads.queries.ts'

type Query = z.infer<typeof subscribersQuerySchema>

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

function toSubscriber(row: ListedSubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    sourceProductId: row.source_product_id,
    sourceTitle: row.source_title,
    // Every opt-in writes a consent record with its row; the row's own time stands in should one be missing.
    consentedAt: iso(row.consented_at ?? row.created_at)!,
    consentText: row.consent_text ?? '',
    confirmedAt: iso(row.confirmed_at),
    unsubscribedAt: iso(row.unsubscribed_at),
  }
}

// The cursor is the last row's (created_at to the microsecond, id): opaque to clients, checked here.
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

const encodeCursor = (row: ListedSubscriberRow) => Buffer.from(`${row.created_key}|${row.id}`).toString('base64url')

function decodeCursor(cursor: string): { createdKey: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match) throw new AppError('validation_failed', 'cursor: Not a cursor from this list. Start again from the first page.')
  return { createdKey: match[1]!, id: match[2]! }
}

/** One page of the creator's subscribers, newest first; `next` is null on the last. */
export async function subscribersPage(db: Database, userId: string, query: Query) {
  const rows = await listSubscribers(
    db,
    userId,
    { ...(query.status ? { status: query.status } : {}), ...(query.product ? { productId: query.product } : {}) },
    { ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}), limit: query.limit + 1 },
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return { subscribers: page.map(toSubscriber), next: rows.length > query.limit && last ? encodeCursor(last) : null }
}

export const SUBSCRIBERS_CSV_HEADER = [
  'email',
  'name',
  'status',
  'source_product',
  'consented_at',
  'consent_wording',
  'confirmed_at',
  'unsubscribed_at',
  'created_at',
] as const

/** Every subscriber of the creator with their consent record, for a spreadsheet or another mail tool. */
export async function subscribersCsv(db: Database, userId: string): Promise<string> {
  const rows = await listSubscribers(db, userId, {})
  return csvDocument(
    SUBSCRIBERS_CSV_HEADER,
    rows.map((row) => [
      row.email,
      row.name,
      row.status,
      row.source_title,
      iso(row.consented_at),
      row.consent_text,
      iso(row.confirmed_at),
      iso(row.unsubscribed_at),
      iso(row.created_at),
    ]),
  )
}

/** Deletion on request: the subscriber, their consent records and their free orders; another creator's is a 404. */
export async function deleteSubscriber(db: Database, userId: string, id: string): Promise<void> {
  const erased = await db.transaction((tx) => eraseSubscriber(tx, userId, id))
  if (!erased) throw new AppError('not_found', NO_SUBSCRIBER)
}

export const NO_SUBSCRIBER = 'There is no such subscriber.'
