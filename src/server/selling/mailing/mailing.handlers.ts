import { LAUNCH_EMAIL_KINDS, LAUNCH_EMAIL_PLAN, type LaunchEmailKind } from '@core/launch-kit.ts'
import type { LaunchEmail } from '@core/launch-kit-schemas.ts'
import type { ListMail } from '@core/selling-schemas.ts'
import type { z } from 'zod'
import type { broadcastSchema, scheduleSequenceSchema } from '@core/selling-schemas.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { AppError } from '../../http/app-error.ts'
import { findKit } from '../../launch-kit/launch-kit.queries.ts'
import { findProductById, findSellerProfile } from '../shared/selling.queries.ts'
import { cancelListMail, findListMail, insertListMail, type ListMailRow, listMailsOf } from './list-mail.queries.ts'

/** A broadcast's time may lag the server's clock by this much and still count as "now". */
const PAST_GRACE_MS = 60_000

const iso = (value: Date | string) => new Date(value).toISOString()

export function toListMail(row: ListMailRow): ListMail {
  return {
    id: row.id,
    kind: row.kind,
    emailKind: row.email_kind,
    subject: row.subject,
    productId: row.product_id,
    sendAt: iso(row.send_at),
    status: row.status,
    recipients: Number(row.recipients),
    sent: Number(row.sent),
    note: row.note,
  }
}

export async function listMails(db: Queryable, userId: string): Promise<{ mails: ListMail[] }> {
  return { mails: (await listMailsOf(db, userId)).map(toListMail) }
}

/** Nothing goes to a list without the seller's postal address (CAN-SPAM); the audience must be the creator's product. */
async function assertCanMail(db: Queryable, userId: string, productId: string | null): Promise<void> {
  if (productId) {
    const product = await findProductById(db, productId)
    if (!product || product.user_id !== userId) throw new AppError('not_found', 'There is no such product.')
  }
  const profile = await findSellerProfile(db, userId)
  if (!profile.postal_address.trim()) throw new AppError('postal_address_required')
}

/**
 * The time a sequence mail goes out: launch day + its day, at `hour` UTC. The stored kit's `day`
 * wins (the creator may have moved a mail); LAUNCH_EMAIL_PLAN's for a mail without one.
 */
export function sequenceSendAt(launchDay: string, hour: number, email: Pick<LaunchEmail, 'kind' | 'day'>): Date {
  const day = Number.isInteger(email.day) ? email.day : (LAUNCH_EMAIL_PLAN.find((p) => p.kind === email.kind)?.day ?? 0)
  const [y, m, d] = launchDay.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + day, hour))
}

/**
 * Schedules the project's launch kit e-mails (issue 33 item 7), each at launch day + its day. All
 * or nothing: if any mail's time has already passed the whole request is a 400 naming the first
 * launch day that works, so no sequence is ever scheduled with holes the creator did not choose.
 */
export async function scheduleSequence(
  db: Database,
  userId: string,
  body: z.infer<typeof scheduleSequenceSchema>,
  now: Date,
): Promise<{ mails: ListMail[] }> {
  const project = await db.query('select 1 from public.projects where id = $1 and user_id = $2', [body.projectId, userId])
  if (project.rowCount === 0) throw new AppError('not_found', 'There is no such project.')
  const kit = await findKit(db, userId, body.projectId)
  const emails = (kit?.pieces.emails ?? null) as LaunchEmail[] | null
  if (!emails || emails.length === 0)
    throw new AppError('launch_kit_missing', 'This project has no launch e-mails yet. Write its launch kit first.')
  await assertCanMail(db, userId, body.audience.productId)
  const planned = emails
    .filter((e) => (LAUNCH_EMAIL_KINDS as readonly string[]).includes(e.kind))
    .map((email) => ({ email, sendAt: sequenceSendAt(body.launchDay, body.hour, email) }))
  const late = planned.filter((p) => p.sendAt.getTime() <= now.getTime()).sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime())[0]
  if (late) {
    const earliest = Math.min(...planned.map((p) => p.email.day))
    const first = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + (now.getUTCHours() >= body.hour ? 1 : 0) - earliest),
    )
    throw new AppError(
      'validation_failed',
      `The "${late.email.kind}" e-mail would go out on ${late.sendAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, which has passed. ` +
        `Choose a launch day on or after ${first.toISOString().slice(0, 10)}.`,
    )
  }
  const rows = await db.transaction(async (tx) => {
    const inserted: ListMailRow[] = []
    for (const { email, sendAt } of planned) {
      inserted.push(
        await insertListMail(tx, {
          userId,
          kind: 'sequence',
          emailKind: email.kind as LaunchEmailKind,
          productId: body.audience.productId,
          subject: email.subject,
          body: email.body,
          sendAt,
        }),
      )
    }
    return inserted
  })
  return { mails: rows.map(toListMail) }
}

export async function scheduleBroadcast(db: Database, userId: string, body: z.infer<typeof broadcastSchema>, now: Date): Promise<ListMail> {
  await assertCanMail(db, userId, body.audience.productId)
  const sendAt = body.sendAt ? new Date(body.sendAt) : now
  if (sendAt.getTime() < now.getTime() - PAST_GRACE_MS) {
    throw new AppError('validation_failed', 'That send time has passed. Leave it empty to send now, or choose a later time.')
  }
  const row = await insertListMail(db, {
    userId,
    kind: 'broadcast',
    emailKind: null,
    productId: body.audience.productId,
    subject: body.subject,
    body: body.body,
    sendAt: sendAt < now ? now : sendAt,
  })
  return toListMail(row)
}

/** Cancels a mail that has not started going out; one already sending or sent is a 409. */
export async function cancelMail(db: Queryable, userId: string, id: string): Promise<ListMail> {
  const cancelled = await cancelListMail(db, id, userId)
  if (cancelled) return toListMail(cancelled)
  const mail = await findListMail(db, id, userId)
  if (!mail) throw new AppError('not_found', 'There is no such mail.')
  if (mail.status === 'cancelled') return toListMail(mail)
  throw new AppError('mail_already_sent')
}
