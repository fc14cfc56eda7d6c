import type { LaunchEmailKind } from '@core/launch-kit.ts'
import type { ListMailKind, ListMailStatus } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'

/**
 * List mail (migration 0031, decision 135): the schedule (list_mails) and one row per recipient
 * (list_mail_deliveries) that keeps every send exactly once. Every creator-facing query names the
 * owner, so another creator's mail id finds nothing.
 */

export interface ListMailRow {
  id: string
  user_id: string
  kind: ListMailKind
  email_kind: LaunchEmailKind | null
  product_id: string | null
  subject: string
  body: string
  send_at: Date | string
  status: ListMailStatus
  resume_at: Date | string | null
  recipients: number
  sent: number
  note: string | null
}

const COLUMNS = 'id, user_id, kind, email_kind, product_id, subject, body, send_at, status, resume_at, recipients, sent, note'

export interface NewListMail {
  userId: string
  kind: ListMailKind
  emailKind: LaunchEmailKind | null
  productId: string | null
  subject: string
  body: string
  sendAt: Date
}

export async function insertListMail(db: Queryable, mail: NewListMail): Promise<ListMailRow> {
  const { rows } = await db.query<ListMailRow>(
    `insert into public.list_mails (user_id, kind, email_kind, product_id, subject, body, send_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [mail.userId, mail.kind, mail.emailKind, mail.productId, mail.subject, mail.body, mail.sendAt],
  )
  return rows[0]!
}

export async function listMailsOf(db: Queryable, userId: string): Promise<ListMailRow[]> {
  const { rows } = await db.query<ListMailRow>(
    `select ${COLUMNS} from public.list_mails where user_id = $1 order by send_at desc, created_at desc limit 500`,
    [userId],
  )
  return rows
}

export async function findListMail(db: Queryable, id: string, userId?: string): Promise<ListMailRow | undefined> {
  const { rows } = await db.query<ListMailRow>(
    `select ${COLUMNS} from public.list_mails where id = $1${userId ? ' and user_id = $2' : ''}`,
    userId ? [id, userId] : [id],
  )
  return rows[0]
}

/** Cancels a mail that has not started; undefined when it has (or is not the creator's). */
export async function cancelListMail(db: Queryable, id: string, userId: string): Promise<ListMailRow | undefined> {
  const { rows } = await db.query<ListMailRow>(
    `update public.list_mails set status = 'cancelled', note = null, updated_at = now()
     where id = $1 and user_id = $2 and status in ('scheduled', 'blocked') returning ${COLUMNS}`,
    [id, userId],
  )
  return rows[0]
}

/** Mails whose time has come (or whose cap wait is over) and that still have work: the worker's due check. */
export async function dueListMails(db: Queryable, now: Date, limit = 100): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.list_mails where status in ('scheduled', 'sending') and coalesce(resume_at, send_at) <= $1
     order by coalesce(resume_at, send_at) limit $2`,
    [now, limit],
  )
  return rows.map((r) => r.id)
}

export async function blockListMail(db: Queryable, id: string, note: string): Promise<void> {
  await db.query(`update public.list_mails set status = 'blocked', note = $2, updated_at = now() where id = $1 and status = 'scheduled'`, [
    id,
    note,
  ])
}

/**
 * The moment a mail starts: its audience's confirmed subscribers at this moment become its
 * recipients (one pending delivery each), once. False when another process started it first.
 */
export async function expandListMail(tx: Queryable, mail: Pick<ListMailRow, 'id' | 'user_id' | 'product_id'>): Promise<boolean> {
  const started = await tx.query(
    `update public.list_mails set status = 'sending', updated_at = now() where id = $1 and status = 'scheduled' returning id`,
    [mail.id],
  )
  if (started.rowCount === 0) return false
  const inserted = await tx.query(
    `insert into public.list_mail_deliveries (mail_id, subscriber_id, user_id)
     select $1, s.id, s.user_id from public.subscribers s
     where s.user_id = $2 and s.status = 'confirmed'
       and ($3::uuid is null or s.source_product_id = $3
            or exists (select 1 from public.consents c where c.subscriber_id = s.id and c.product_id = $3))
     on conflict do nothing`,
    [mail.id, mail.user_id, mail.product_id],
  )
  await tx.query('update public.list_mails set recipients = $2 where id = $1', [mail.id, inserted.rowCount])
  return true
}

export type Claim = { kind: 'claimed'; subscriberId: string; email: string; attempts: number } | { kind: 'capped' } | { kind: 'done' }

/**
 * Claims the mail's next recipient for one send, in one transaction, BEFORE the SMTP call: under
 * a per-creator lock, counts the creator's claims of this UTC day against the cap (from the table,
 * so every replica agrees), re-reads the subscriber (an address unsubscribed since is skipped,
 * never mailed), and marks the row `sending`. `now` is the app's clock (tests own it).
 */
export async function claimNextDelivery(
  tx: Queryable,
  mail: Pick<ListMailRow, 'id' | 'user_id'>,
  now: Date,
  capPerDay: number,
): Promise<Claim> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('list-mail-cap:' || $1::text, 0))`, [mail.user_id])
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  for (;;) {
    const next = await tx.query<{ subscriber_id: string; email: string; status: string; attempts: number }>(
      `select d.subscriber_id, s.email, s.status, d.attempts from public.list_mail_deliveries d
       join public.subscribers s on s.id = d.subscriber_id
       where d.mail_id = $1 and d.status = 'pending' order by d.subscriber_id limit 1 for update of d skip locked`,
      [mail.id],
    )
    const row = next.rows[0]
    if (!row) return { kind: 'done' }
    if (row.status !== 'confirmed') {
      await tx.query(`update public.list_mail_deliveries set status = 'skipped' where mail_id = $1 and subscriber_id = $2`, [
        mail.id,
        row.subscriber_id,
      ])
      continue
    }
    const today = await tx.query<{ n: number }>(
      `select count(*)::int as n from public.list_mail_deliveries
       where user_id = $1 and claimed_at >= $2 and claimed_at < $2 + interval '1 day'`,
      [mail.user_id, dayStart],
    )
    if (Number(today.rows[0]?.n ?? 0) >= capPerDay) return { kind: 'capped' }
    await tx.query(
      `update public.list_mail_deliveries set status = 'sending', attempts = attempts + 1, claimed_at = $3
       where mail_id = $1 and subscriber_id = $2`,
      [mail.id, row.subscriber_id, now],
    )
    return { kind: 'claimed', subscriberId: row.subscriber_id, email: row.email, attempts: row.attempts + 1 }
  }
}

export async function markDeliverySent(db: Queryable, mailId: string, subscriberId: string, now: Date): Promise<void> {
  await db.query(
    `with sent as (
       update public.list_mail_deliveries set status = 'sent', sent_at = $3
       where mail_id = $1 and subscriber_id = $2 and status = 'sending' returning mail_id)
     update public.list_mails set sent = sent + (select count(*) from sent)::int, resume_at = null, note = null, updated_at = now()
     where id = $1`,
    [mailId, subscriberId, now],
  )
}

/** After an SMTP error: back to pending to be tried again (not counted against the cap), or failed after `maxAttempts`. */
export async function releaseDelivery(db: Queryable, mailId: string, subscriberId: string, failed: boolean): Promise<void> {
  await db.query(
    `update public.list_mail_deliveries set status = $3::text, claimed_at = case when $3::text = 'failed' then claimed_at end
     where mail_id = $1 and subscriber_id = $2 and status = 'sending'`,
    [mailId, subscriberId, failed ? 'failed' : 'pending'],
  )
}

/** The daily cap was reached: the rest waits until `resumeAt` (the next UTC day). */
export async function deferListMail(db: Queryable, mailId: string, resumeAt: Date, note: string): Promise<void> {
  await db.query(`update public.list_mails set resume_at = $2, note = $3, updated_at = now() where id = $1`, [mailId, resumeAt, note])
}

/** Every recipient has had its turn. */
export async function finishListMail(db: Queryable, mailId: string): Promise<void> {
  await db.query(
    `update public.list_mails set status = 'sent', resume_at = null, note = null, updated_at = now(),
       sent = (select count(*)::int from public.list_mail_deliveries where mail_id = $1 and status = 'sent')
     where id = $1 and status = 'sending'`,
    [mailId],
  )
}

/** Where replies go when the seller set no reply-to: the account's own address. */
export async function accountEmail(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string | null }>('select email from auth.users where id = $1', [userId])
  return rows[0]?.email ?? null
}
