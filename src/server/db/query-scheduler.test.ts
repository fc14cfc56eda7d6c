import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/databases.ts'
import { backgroundOf, type Database } from './database.ts'
import { QueryScheduler } from './query-scheduler.ts'

describe('QueryScheduler', () => {
  /** A yield the test releases by hand, so the order is the test's, not the event loop's. */
  const manualYield = () => {
    const waiting: (() => void)[] = []
    return { waiting, yieldToEventLoop: () => new Promise<void>((resolve) => waiting.push(resolve)) }
  }
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve))

  it('runs a request queued behind background work next, and background work at least every n tasks', async () => {
    const turn = manualYield()
    const scheduler = new QueryScheduler({ backgroundEvery: 2, now: () => 0, yieldToEventLoop: turn.yieldToEventLoop })
    const order: string[] = []
    const task = (name: string) => async () => void order.push(name)
    const all = [
      scheduler.run('background', task('b1')),
      scheduler.run('background', task('b2')),
      scheduler.run('background', task('b3')),
      scheduler.run('request', task('r1')),
      scheduler.run('request', task('r2')),
      scheduler.run('request', task('r3')),
    ]
    // b1 started at once (the scheduler was idle); the rest wait for each turn of the event loop.
    for (;;) {
      await flush()
      const release = turn.waiting.shift()
      if (!release) break
      release()
    }
    await Promise.all(all)
    expect(order).toEqual(['b1', 'r1', 'r2', 'b2', 'r3', 'b3'])
    expect(scheduler.waiting).toEqual({ request: 0, background: 0 })
  })

  it('gives background work its turn after 50 ms of requests, however few (long image reads)', async () => {
    const turn = manualYield()
    const clock = { now: 0 }
    const scheduler = new QueryScheduler({ backgroundEvery: 100, backgroundAfterMs: 50, now: () => clock.now, ...turn })
    const order: string[] = []
    const task = (name: string, ms: number) => async () => {
      clock.now += ms
      order.push(name)
    }
    const all = [
      scheduler.run('background', task('b1', 1)),
      scheduler.run('background', task('b2', 1)),
      ...['r1', 'r2', 'r3', 'r4'].map((name) => scheduler.run('request', task(name, 30))),
    ]
    for (;;) {
      await flush()
      const release = turn.waiting.shift()
      if (!release) break
      release()
    }
    await Promise.all(all)
    expect(order).toEqual(['b1', 'r1', 'r2', 'b2', 'r3', 'r4'])
  })

  it('gives the event loop a turn between two tasks', async () => {
    const scheduler = new QueryScheduler()
    const order: string[] = []
    const first = scheduler.run('request', async () => {
      setImmediate(() => order.push('socket read'))
      order.push('q1')
    })
    const second = scheduler.run('request', async () => void order.push('q2'))
    await Promise.all([first, second])
    expect(order).toEqual(['q1', 'socket read', 'q2'])
  })

  it('passes a failure to its caller and goes on with the next task', async () => {
    const scheduler = new QueryScheduler()
    const failed = scheduler.run('request', () => Promise.reject(new Error('syntax error')))
    const next = scheduler.run('background', async () => 'ok')
    await expect(failed).rejects.toThrow('syntax error')
    await expect(next).resolves.toBe('ok')
  })
})

describe('PGlite through the scheduler', () => {
  let db: Database | undefined
  afterEach(async () => {
    await db?.close()
    db = undefined
  })

  it("answers a request's query before a backlog of background queries, and reads sockets meanwhile", async () => {
    db = await createTestDatabase('pglite')
    const background = backgroundOf(db)
    let backgroundDone = 0
    const backlog = Array.from({ length: 40 }, () =>
      background.query('select count(*) from generate_series(1, 2000)').then(() => backgroundDone++),
    )
    // What a request arriving during the backlog does: it is read off its socket (a macrotask),
    // then queries. It must neither wait for the whole backlog to be read nor to be answered.
    const request = new Promise<number>((resolve) => setImmediate(() => void db!.query('select 1').then(() => resolve(backgroundDone))))
    const doneWhenAnswered = await request
    expect(doneWhenAnswered).toBeLessThan(5)
    await Promise.all(backlog)
    expect(db.lastSuccessAt?.()).toBeGreaterThan(0)
  })
})
