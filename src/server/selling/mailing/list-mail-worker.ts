import type { PgBoss } from 'pg-boss'
import type { Config } from '../../config.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { log } from '../../observability/logger.ts'
import { unsubscribeUrl } from '../leads/unsubscribe-link.ts'
import { findSellerProfile } from '../shared/selling.queries.ts'
import { listMailFrom, listMailMessage } from './list-mail-message.ts'
import { LIST_MAIL_QUEUE, type ListMailJob, startJobQueue } from './list-mail-queue.ts'
import {
  accountEmail,
  blockListMail,
  claimNextDelivery,
  deferListMail,
  dueListMails,
  expandListMail,
  findListMail,
  finishListMail,
  markDeliverySent,
  releaseDelivery,
} from './list-mail.queries.ts'
import { SendRate } from './send-rate.ts'

/** What a mail blocked for want of a postal address says (CAN-SPAM). */
export const NO_POSTAL_ADDRESS_NOTE =
  'Not sent: add your postal address in Sales → Settings (the law requires it in list mail), then schedule it again.'
/** SMTP errors one address may cause before it is given up on (the mail goes on to the others). */
const MAX_ATTEMPTS = 3

export interface ListMailWorkerDeps {
  config: Config
  /** The background handle (decision 78): sends queue behind requests. */
  db: Database
  /** The app's clock: when a mail is due and which UTC day the cap counts (tests own it). */
  now?: () => Date
  mailer?: (db: Queryable) => Mailer
  /** How often this process looks for mails that came due, in ms (5 s). */
  dueCheckMs?: number
  /** How often an idle worker polls pg-boss for a job, in seconds. */
  pollingIntervalSeconds?: number
  /** Sends per job before it hands over to a fresh one (so no job outlives its expiry). */
  batch?: number
  /** Monotonic ms for the send rate (tests). */
  rateClock?: () => number
}

export interface ListMailWorker {
  readonly boss: PgBoss
  /** Enqueues every mail that is due now; returns how many were due. Runs every `dueCheckMs` on its own. */
  tick(): Promise<number>
  /** Stops taking jobs, lets the send in flight finish, stops pg-boss; the database stays open. */
  stop(): Promise<void>
}

type Outcome = 'done' | 'more' | 'waiting' | 'stopped'

const nextUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))

/**
 * The list-mail worker (decision 135), one per process beside the draft sweeper. `list_mails` is
 * the schedule; every few seconds each process enqueues the mails that came due, and pg-boss hands
 * each mail to one process at a time (the queue is `stately` per mail id), which sends it to its
 * recipients one claimed delivery at a time: exactly once per address across restarts and replicas.
 */
export async function startListMailWorker(deps: ListMailWorkerDeps): Promise<ListMailWorker> {
  const { config, db } = deps
  const now = deps.now ?? (() => db.clock?.now() ?? new Date())
  const mailerFor = deps.mailer ?? ((q: Queryable) => createMailer(config, q))
  const batch = deps.batch ?? 200
  const rate = new SendRate(config.LIST_MAILS_PER_MINUTE, deps.rateClock)
  const stopping = new AbortController()
  const boss = await startJobQueue(db, { pollingIntervalSeconds: deps.pollingIntervalSeconds })

  const waitForRate = async (): Promise<boolean> => {
    for (let ms = rate.take(); ms > 0; ms = rate.take()) {
      if (stopping.signal.aborted) return false
      await new Promise<void>((done) => {
        const timer = setTimeout(done, ms)
        stopping.signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true })
      })
    }
    return !stopping.signal.aborted
  }

  async function runMail(mailId: string, held: AbortSignal): Promise<Outcome> {
    const mail = await findListMail(db, mailId)
    if (!mail || (mail.status !== 'scheduled' && mail.status !== 'sending')) return 'done'
    const at = now()
    if (new Date(mail.resume_at ?? mail.send_at) > at) return 'waiting'
    const profile = await findSellerProfile(db, mail.user_id)
    if (!profile.postal_address.trim()) {
      if (mail.status === 'scheduled') await blockListMail(db, mail.id, NO_POSTAL_ADDRESS_NOTE)
      else await deferListMail(db, mail.id, nextUtcDay(at), NO_POSTAL_ADDRESS_NOTE)
      return 'done'
    }
    if (mail.status === 'scheduled') await db.transaction((tx) => expandListMail(tx, mail))
    const from = listMailFrom(config.LIST_MAIL_FROM, profile.store_name)
    const replyTo = profile.reply_to ?? (await accountEmail(db, mail.user_id))
    const mailer = mailerFor(db)
    for (let sent = 0; sent < batch; sent++) {
      if (!(await waitForRate())) return 'stopped'
      // pg-boss took the job back (its heartbeat went unseen): another process may hold the mail now.
      if (held.aborted) return 'stopped'
      const claimedAt = now()
      const claim = await db.transaction((tx) => claimNextDelivery(tx, mail, claimedAt, config.LIST_MAILS_PER_CREATOR_PER_DAY))
      if (claim.kind === 'done') {
        await finishListMail(db, mail.id)
        return 'done'
      }
      if (claim.kind === 'capped') {
        const resumeAt = nextUtcDay(claimedAt)
        const cap = config.LIST_MAILS_PER_CREATOR_PER_DAY
        await deferListMail(db, mail.id, resumeAt, `Daily limit of ${cap} list mails reached; the rest go out after 00:00 UTC.`)
        return 'waiting'
      }
      const message = listMailMessage({
        to: claim.email,
        subject: mail.subject,
        body: mail.body,
        profile: { ...profile, reply_to: replyTo },
        unsubscribeUrl: await unsubscribeUrl({ config, db }, claim.subscriberId),
        from,
      })
      try {
        await mailer.send(message)
      } catch (error) {
        const givenUp = claim.attempts >= MAX_ATTEMPTS
        await releaseDelivery(db, mail.id, claim.subscriberId, givenUp)
        if (!givenUp) throw error
        log.warn(`List mail ${mail.id}: giving up on one address after ${MAX_ATTEMPTS} SMTP errors (${(error as Error).message}).`)
        continue
      }
      await markDeliverySent(db, mail.id, claim.subscriberId, now())
    }
    return 'more'
  }

  const enqueue = (mailId: string) => boss.send(LIST_MAIL_QUEUE, { mailId } satisfies ListMailJob, { singletonKey: mailId })

  const workerId = await boss.work<ListMailJob>(
    LIST_MAIL_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, batchSize: 1 },
    async ([job]) => {
      if (!job || stopping.signal.aborted) return
      const outcome = await runMail(job.data.mailId, job.signal)
      // The next batch goes to whichever process asks first; `stately` lets it queue behind this one.
      if (outcome === 'more' && !stopping.signal.aborted) await enqueue(job.data.mailId)
    },
  )

  let ticking: Promise<number> | undefined
  const tick = () =>
    (ticking ??= (async () => {
      try {
        const due = await dueListMails(db, now())
        let queued = 0
        for (const id of due) if (await enqueue(id)) queued++
        if (queued > 0) boss.notifyWorker(workerId)
        return due.length
      } finally {
        ticking = undefined
      }
    })())
  const check = () => void tick().catch((error: unknown) => log.error({ err: error }, 'List mail due check failed'))
  // Once now (a restart picks up at once what it left), then every few seconds.
  check()
  const timer = setInterval(check, deps.dueCheckMs ?? 5000)
  timer.unref()

  let stopped: Promise<void> | undefined
  return {
    boss,
    tick,
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(timer)
        stopping.abort()
        await ticking?.catch(() => undefined)
        // Takes no new job and waits for the one running, which ends after its current send.
        await boss.offWork(LIST_MAIL_QUEUE, { wait: true })
        await boss.stop({ graceful: true, close: false, timeout: 10_000 })
      })()),
  }
}
