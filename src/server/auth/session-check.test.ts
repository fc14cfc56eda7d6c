import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import { insertUser } from '../../../tests/support/users.ts'
import type { Database, Queryable } from '../db/database.ts'
import { createSessionCheck } from './session-check.ts'
import { deleteSession, insertSession } from './sessions.queries.ts'

/** The real database, counting the queries that reach it. */
function counting(db: Queryable) {
  const counter = { queries: 0 }
  const wrapped: Queryable = {
    query: (sql, params) => {
      counter.queries++
      return db.query(sql, params)
    },
    exec: (sql) => db.exec(sql),
  }
  return { db: wrapped, counter }
}

describe.each(databaseKinds)('session check (%s)', (kind) => {
  let db: Database
  beforeAll(async () => {
    db = await createTestDatabase(kind, { migrated: true })
  })
  afterAll(() => db.close())

  async function newSession() {
    const userId = await insertUser(db)
    const session = await insertSession(db, userId, {})
    return { userId, sessionId: session.id }
  }

  it('answers active, ended (signed out or user deleted) and banned', async () => {
    const check = createSessionCheck(db, { ttlMs: 0 })
    const { userId, sessionId } = await newSession()
    expect(await check.standing(sessionId, userId)).toBe('active')
    await db.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [userId])
    expect(await check.standing(sessionId, userId)).toBe('banned')
    await db.query(`update auth.users set banned_until = now() - interval '1 second' where id = $1`, [userId])
    expect(await check.standing(sessionId, userId)).toBe('active')
    await deleteSession(db, sessionId)
    expect(await check.standing(sessionId, userId)).toBe('ended')

    const other = await newSession()
    await db.query('delete from auth.users where id = $1', [other.userId])
    expect(await check.standing(other.sessionId, other.userId)).toBe('ended')
  })

  it("refuses a token without a session, a malformed one, or another user's session", async () => {
    const check = createSessionCheck(db, { ttlMs: 5000 })
    const { userId, sessionId } = await newSession()
    const stranger = await insertUser(db)
    expect(await check.standing(undefined, userId)).toBe('ended')
    expect(await check.standing('not-a-uuid', userId)).toBe('ended')
    expect(await check.standing(sessionId, stranger)).toBe('ended')
    expect(await check.standing(sessionId, userId)).toBe('active')
  })

  it('asks the database once per session within the TTL, and again after it', async () => {
    let now = 1_000_000
    const { db: counted, counter } = counting(db)
    const check = createSessionCheck(counted, { ttlMs: 5000, now: () => now })
    const { userId, sessionId } = await newSession()
    // Requests that arrive together share one lookup.
    const answers = await Promise.all(Array.from({ length: 5 }, () => check.standing(sessionId, userId)))
    expect(answers).toEqual(Array(5).fill('active'))
    expect(counter.queries).toBe(1)

    // Another process signs the session out: this one keeps its answer until the TTL runs out.
    await deleteSession(db, sessionId)
    now += 4999
    expect(await check.standing(sessionId, userId)).toBe('active')
    now += 2
    expect(await check.standing(sessionId, userId)).toBe('ended')
    expect(counter.queries).toBe(2)
  })

  it('forgets a user at once when told, leaving other users cached', async () => {
    const { db: counted, counter } = counting(db)
    const check = createSessionCheck(counted, { ttlMs: 60_000 })
    const a = await newSession()
    const b = await newSession()
    expect(await check.standing(a.sessionId, a.userId)).toBe('active')
    expect(await check.standing(b.sessionId, b.userId)).toBe('active')
    await db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [a.userId])
    check.forgetUser(a.userId)
    expect(await check.standing(a.sessionId, a.userId)).toBe('banned')
    expect(await check.standing(b.sessionId, b.userId)).toBe('active')
    expect(counter.queries).toBe(3)
  })

  it('a cached ban ends on time, without asking again', async () => {
    let now = Date.now()
    const { db: counted, counter } = counting(db)
    const check = createSessionCheck(counted, { ttlMs: 60_000, now: () => now })
    const { userId, sessionId } = await newSession()
    await db.query(`update auth.users set banned_until = $2 where id = $1`, [userId, new Date(now + 10_000)])
    expect(await check.standing(sessionId, userId)).toBe('banned')
    now += 10_001
    expect(await check.standing(sessionId, userId)).toBe('active')
    expect(counter.queries).toBe(1)
  })

  it('does not keep a failed lookup', async () => {
    let fail = true
    const flaky: Queryable = {
      query: (sql, params) => (fail ? Promise.reject(new Error('connection reset')) : db.query(sql, params)),
      exec: (sql) => db.exec(sql),
    }
    const check = createSessionCheck(flaky, { ttlMs: 60_000 })
    const { userId, sessionId } = await newSession()
    await expect(check.standing(sessionId, userId)).rejects.toThrow('connection reset')
    fail = false
    expect(await check.standing(sessionId, userId)).toBe('active')
  })

  it('keeps at most maxEntries answers', async () => {
    const { db: counted, counter } = counting(db)
    const check = createSessionCheck(counted, { ttlMs: 60_000, maxEntries: 2 })
    const sessions = [await newSession(), await newSession(), await newSession()]
    for (const s of sessions) await check.standing(s.sessionId, s.userId)
    expect(counter.queries).toBe(3)
    // The oldest made room: asking for it again reaches the database; the newest does not.
    await check.standing(sessions[2]!.sessionId, sessions[2]!.userId)
    expect(counter.queries).toBe(3)
    await check.standing(sessions[0]!.sessionId, sessions[0]!.userId)
    expect(counter.queries).toBe(4)
  })
})
