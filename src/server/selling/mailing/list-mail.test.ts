import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAUNCH_EMAIL_PLAN } from '@core/launch-kit.ts'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { sampleKit } from '../../../../tests/support/launch-kit-fixture.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { backgroundOf, type Queryable } from '../../db/database.ts'
import { type ListMailWorker, NO_POSTAL_ADDRESS_NOTE, startListMailWorker } from './list-mail-worker.ts'
import { JOB_SCHEMA } from './list-mail-queue.ts'

// Issue 33 item 7 (decision 135): launch e-mails and broadcasts on the pg-boss queue, on PGlite and
// PostgreSQL alike. The app's clock is the test's; every wait polls for a state with a deadline.

const POSTAL = '12 Harbour Road\nPortsmouth PO1 2AB\nUnited Kingdom'

async function until<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function setProfile(db: Queryable, userId: string, postal: string, storeName = 'Harbour Books'): Promise<void> {
  await db.query(
    `insert into public.seller_profiles (user_id, store_name, postal_address, reply_to) values ($1, $2, $3, 'ada@harbour.example')
     on conflict (user_id) do update set postal_address = excluded.postal_address, store_name = excluded.store_name`,
    [userId, storeName, postal],
  )
}

async function addSubscriber(db: Queryable, userId: string, status: string, productId?: string): Promise<{ id: string; email: string }> {
  const email = `sub-${randomUUID().slice(0, 8)}@example.com`
  const { rows } = await db.query<{ id: string }>(
    `insert into public.subscribers (user_id, email, status, source_product_id, confirmed_at)
     values ($1, $2, $3, $4, case when $3 = 'confirmed' then now() end) returning id`,
    [userId, email, status, productId ?? null],
  )
  return { id: rows[0]!.id, email }
}

interface OutboxRow {
  to_address: string
  subject: string
  text_body: string
  html_body: string
  from_address: string
  headers: Record<string, string>
}

async function outbox(db: Queryable, subject: string): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    'select to_address, subject, text_body, html_body, from_address, headers from auth.mail_outbox where subject = $1 order by id',
    [subject],
  )
  return rows
}

async function mailRow(db: Queryable, id: string) {
  const { rows } = await db.query<{ status: string; sent: number; recipients: number; note: string | null; resume_at: Date | null }>(
    'select status, sent, recipients, note, resume_at from public.list_mails where id = $1',
    [id],
  )
  return rows[0]!
}

describe.each(databaseKinds)('list mail on %s', (kind) => {
  let app: TestApp
  let worker: ListMailWorker
  const clock = new TestClock()
  const capPerDay = 3

  beforeAll(async () => {
    app = await startTestApp({ kind, clock, env: { LIST_MAIL_FROM: 'Folio lists <lists@folio.test>', LIST_MAILS_PER_MINUTE: '100000' } })
    worker = await startListMailWorker({
      config: { ...app.auth.config, LIST_MAILS_PER_CREATOR_PER_DAY: capPerDay },
      db: backgroundOf(app.db),
      now: () => clock.now(),
      // Ticks come from the tests; pg-boss is asked for work every half second, and woken by a tick.
      dueCheckMs: 3_600_000,
      pollingIntervalSeconds: 0.5,
    })
  })
  afterAll(async () => {
    await worker?.stop()
    await app?.close()
  })

  const sendNow = async (user: ApiUser, subject: string, productId: string | null = null) => {
    const res = await callApi(app, '/selling/mail/broadcast', {
      token: user.token,
      body: { audience: { productId }, subject, body: 'Doors open on Monday.\n\nSee you there.' },
    })
    expect(res.status).toBe(200)
    return (await res.json()) as { id: string; status: string }
  }

  const sentOut = async (id: string) => {
    await worker.tick()
    return until(async () => {
      const row = await mailRow(app.db, id)
      return row.status === 'sent' || row.status === 'blocked' || row.resume_at ? row : undefined
    }, `mail ${id} to finish`)
  }

  it('installs pg-boss in its own schema, once, beside the migrations', async () => {
    const { rows } = await app.db.query<{ n: number }>('select count(*)::int as n from information_schema.tables where table_schema = $1', [
      JOB_SCHEMA,
    ])
    expect(rows[0]!.n).toBeGreaterThan(0)
    // A second instance on the same database (a restart, a replica) finds it installed.
    const again = await startListMailWorker({ config: app.auth.config, db: backgroundOf(app.db), dueCheckMs: 3_600_000 })
    await again.stop()
  })

  it('sends a broadcast to every confirmed subscriber exactly once, from LIST_MAIL_FROM, with one-click unsubscribe', async () => {
    const user = await signedInUser(app, 'seller')
    await setProfile(app.db, user.id, POSTAL)
    const confirmed = [await addSubscriber(app.db, user.id, 'confirmed'), await addSubscriber(app.db, user.id, 'confirmed')]
    const late = await addSubscriber(app.db, user.id, 'confirmed')
    const unconfirmed = await addSubscriber(app.db, user.id, 'unconfirmed')
    const unsubscribed = await addSubscriber(app.db, user.id, 'unsubscribed')
    const subject = `Launch ${randomUUID().slice(0, 6)}`
    const mail = await sendNow(user, subject)
    expect(mail.status).toBe('scheduled')
    // Unsubscribed after the mail was scheduled, before it went: gets nothing.
    await app.db.query(`update public.subscribers set status = 'unsubscribed', unsubscribed_at = now() where id = $1`, [late.id])

    const row = await sentOut(mail.id)
    expect(row).toMatchObject({ status: 'sent', recipients: 2, sent: 2 })
    const mails = await outbox(app.db, subject)
    expect(mails.map((m) => m.to_address).sort()).toEqual(confirmed.map((s) => s.email).sort())
    for (const m of mails) {
      expect(m.from_address).toBe('"Harbour Books via Folio" <lists@folio.test>')
      expect(m.headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/u\/[^>]+>$/)
      expect(m.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      const link = m.headers['List-Unsubscribe']!.slice(1, -1)
      expect(m.text_body).toContain(link)
      expect(m.text_body).toContain('12 Harbour Road')
      expect(m.html_body).toContain('Portsmouth PO1 2AB')
      expect(m.text_body).toContain('Doors open on Monday.')
    }
    for (const nobody of [late, unconfirmed, unsubscribed]) {
      expect(mails.some((m) => m.to_address === nobody.email)).toBe(false)
    }
    // Another tick (a replica's, a restart's) sends nothing again.
    await worker.tick()
    expect(await outbox(app.db, subject)).toHaveLength(2)

    const list = await callApi(app, '/selling/mail', { token: user.token })
    const body = (await list.json()) as { mails: { id: string; sent: number; recipients: number; status: string }[] }
    expect(body.mails.find((m) => m.id === mail.id)).toMatchObject({ status: 'sent', sent: 2, recipients: 2 })
  })

  it("sends to one product's subscribers only when the audience names it", async () => {
    const user = await signedInUser(app, 'seller')
    await setProfile(app.db, user.id, POSTAL)
    const product = await insertProduct(app.db, { userId: user.id, priceKind: 'free' })
    const fan = await addSubscriber(app.db, user.id, 'confirmed', product.productId)
    await addSubscriber(app.db, user.id, 'confirmed')
    const subject = `Only fans ${randomUUID().slice(0, 6)}`
    const mail = await sendNow(user, subject, product.productId)
    expect(await sentOut(mail.id)).toMatchObject({ status: 'sent', recipients: 1, sent: 1 })
    expect((await outbox(app.db, subject)).map((m) => m.to_address)).toEqual([fan.email])
  })

  it('refuses to schedule without a postal address, and blocks a mail whose address went before it was sent', async () => {
    const user = await signedInUser(app, 'seller')
    await addSubscriber(app.db, user.id, 'confirmed')
    const refused = await callApi(app, '/selling/mail/broadcast', {
      token: user.token,
      body: { audience: { productId: null }, subject: 'Hi', body: 'Hello' },
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'postal_address_required' })

    await setProfile(app.db, user.id, POSTAL)
    const subject = `Blocked ${randomUUID().slice(0, 6)}`
    const mail = await sendNow(user, subject)
    await setProfile(app.db, user.id, '')
    expect(await sentOut(mail.id)).toMatchObject({ status: 'blocked', sent: 0, note: NO_POSTAL_ADDRESS_NOTE })
    expect(await outbox(app.db, subject)).toHaveLength(0)
  })

  it('holds the rest for the next UTC day once the creator reaches the daily cap', async () => {
    const user = await signedInUser(app, 'seller')
    await setProfile(app.db, user.id, POSTAL)
    for (let i = 0; i < capPerDay + 2; i++) await addSubscriber(app.db, user.id, 'confirmed')
    const subject = `Capped ${randomUUID().slice(0, 6)}`
    const mail = await sendNow(user, subject)
    const waiting = await sentOut(mail.id)
    expect(waiting).toMatchObject({ status: 'sending', sent: capPerDay, recipients: capPerDay + 2 })
    expect(waiting.note).toMatch(/Daily limit of 3 list mails reached/)
    expect(new Date(waiting.resume_at!).toISOString()).toBe('2030-01-08T00:00:00.000Z')
    // Still the same day: nothing more goes.
    await worker.tick()
    expect(await outbox(app.db, subject)).toHaveLength(capPerDay)

    clock.advance(24 * 3600)
    await worker.tick()
    const done = await until(async () => {
      const row = await mailRow(app.db, mail.id)
      return row.status === 'sent' && row
    }, 'the rest of the capped mail')
    expect(done).toMatchObject({ sent: capPerDay + 2, note: null })
    const mails = await outbox(app.db, subject)
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(capPerDay + 2)
    expect(mails).toHaveLength(capPerDay + 2)
  })

  it('answers bad input with a 4xx and a clear message, and waits for a later send time', async () => {
    const user = await signedInUser(app, 'seller')
    await setProfile(app.db, user.id, POSTAL)
    const other = await signedInUser(app, 'other')
    const theirs = await insertProduct(app.db, { userId: other.id, priceKind: 'free' })
    const post = (body: unknown, token = user.token) => callApi(app, '/selling/mail/broadcast', { token, body })
    const ok = { audience: { productId: null }, subject: 'Hi', body: 'Hello' }
    expect((await callApi(app, '/selling/mail')).status).toBe(401)
    expect((await post(ok, '')).status).toBe(401)
    expect((await post({ ...ok, subject: ' ' })).status).toBe(400)
    expect((await post({ ...ok, audience: { productId: theirs.productId } })).status).toBe(404)
    const past = await post({ ...ok, sendAt: new Date(clock.now().getTime() - 3_600_000).toISOString() })
    expect(past.status).toBe(400)
    expect(((await past.json()) as { message: string }).message).toMatch(/send time has passed/)

    await addSubscriber(app.db, user.id, 'confirmed')
    const later = new Date(clock.now().getTime() + 3_600_000)
    const res = await post({ ...ok, subject: `Later ${randomUUID().slice(0, 6)}`, sendAt: later.toISOString() })
    const mail = (await res.json()) as { id: string; sendAt: string }
    expect(mail.sendAt).toBe(later.toISOString())
    await worker.tick()
    expect((await mailRow(app.db, mail.id)).status).toBe('scheduled')
    clock.set(later)
    expect(await sentOut(mail.id)).toMatchObject({ status: 'sent', sent: 1 })
  })

  it('never sends again to an address whose send a dead process had claimed (at most once), and finishes the rest', async () => {
    const user = await signedInUser(app, 'seller')
    await setProfile(app.db, user.id, POSTAL)
    const subs = [await addSubscriber(app.db, user.id, 'confirmed'), await addSubscriber(app.db, user.id, 'confirmed')]
    const subject = `Crash ${randomUUID().slice(0, 6)}`
    // As a process killed between its claim and its mark leaves it: the mail sending, one row claimed.
    const { rows } = await app.db.query<{ id: string }>(
      `insert into public.list_mails (user_id, kind, subject, body, send_at, status, recipients)
       values ($1, 'broadcast', $2, 'Hello', $3, 'sending', 2) returning id`,
      [user.id, subject, clock.now()],
    )
    const id = rows[0]!.id
    await app.db.query(
      `insert into public.list_mail_deliveries (mail_id, subscriber_id, user_id, status, attempts, claimed_at)
       values ($1, $2, $4, 'sending', 1, $5), ($1, $3, $4, 'pending', 0, null)`,
      [id, subs[0]!.id, subs[1]!.id, user.id, clock.now()],
    )
    expect(await sentOut(id)).toMatchObject({ status: 'sent', sent: 1 })
    expect((await outbox(app.db, subject)).map((m) => m.to_address)).toEqual([subs[1]!.email])
  })

  it("schedules the launch kit's 7 e-mails at launch day + their day, and cancels one not yet sent", async () => {
    const user = await signedInUser(app, 'seller')
    await setProfile(app.db, user.id, POSTAL)
    const { rows } = await app.db.query<{ id: string }>(
      `insert into public.projects (user_id, title, product_type, tone, chapters) values ($1, 'Swing', 'ebook', 'friendly', '[]') returning id`,
      [user.id],
    )
    const projectId = rows[0]!.id
    const schedule = (body: Record<string, unknown>, token = user.token) =>
      callApi(app, '/selling/mail/sequence', { token, body: { projectId, audience: { productId: null }, ...body } })

    const noKit = await schedule({ launchDay: '2030-02-01', hour: 9 })
    expect(noKit.status).toBe(409)
    expect(await noKit.json()).toMatchObject({ code: 'launch_kit_missing' })

    await app.db.query(`insert into public.launch_kits (project_id, user_id, pieces, status) values ($1, $2, $3, 'ready')`, [
      projectId,
      user.id,
      JSON.stringify({ emails: sampleKit().emails }),
    ])
    const other = await signedInUser(app, 'other')
    await setProfile(app.db, other.id, POSTAL)
    expect((await schedule({ launchDay: '2030-02-01', hour: 9 }, other.token)).status).toBe(404)

    // The clock says 2030-01-07: a launch on the 9th would put the warm-up (day −4) on the 5th.
    const tooSoon = await schedule({ launchDay: '2030-01-09', hour: 9 })
    expect(tooSoon.status).toBe(400)
    expect(((await tooSoon.json()) as { message: string }).message).toMatch(
      /warm-up.*has passed\. Choose a launch day on or after 2030-01-1\d\./,
    )

    const res = await schedule({ launchDay: '2030-02-01', hour: 9 })
    expect(res.status).toBe(200)
    const { mails } = (await res.json()) as { mails: { id: string; emailKind: string; sendAt: string; status: string }[] }
    expect(mails).toHaveLength(7)
    expect(mails.map((m) => [m.emailKind, m.sendAt])).toEqual(
      LAUNCH_EMAIL_PLAN.map(({ kind, day }) => [kind, new Date(Date.UTC(2030, 1, 1 + day, 9)).toISOString()]),
    )
    expect(mails.every((m) => m.status === 'scheduled')).toBe(true)
    // Not due yet: a tick queues none of them.
    await worker.tick()
    expect((await mailRow(app.db, mails[0]!.id)).status).toBe('scheduled')

    const cancel = (id: string, token = user.token) => callApi(app, `/selling/mail/${id}`, { method: 'DELETE', token })
    expect((await cancel(mails[6]!.id, other.token)).status).toBe(404)
    expect((await cancel('not-a-uuid')).status).toBe(404)
    const cancelled = await cancel(mails[6]!.id)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' })

    // When its time comes, the warm-up goes to the list; the story (two days later) waits.
    const fan = await addSubscriber(app.db, user.id, 'confirmed')
    clock.set(mails[0]!.sendAt)
    await worker.tick()
    expect(await until(async () => (await mailRow(app.db, mails[0]!.id)).status === 'sent' && true, 'the warm-up')).toBe(true)
    expect((await outbox(app.db, 'Subject warm-up')).filter((m) => m.to_address === fan.email)).toHaveLength(1)
    expect((await mailRow(app.db, mails[1]!.id)).status).toBe('scheduled')

    const broadcast = await sendNow(user, `Gone ${randomUUID().slice(0, 6)}`)
    await sentOut(broadcast.id)
    const late = await cancel(broadcast.id)
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ code: 'mail_already_sent' })
  })
})
