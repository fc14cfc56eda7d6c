import { describe, expect, it } from 'vitest'
import { draftChaptersInFlight, draftThrottleWaits } from '../observability/metrics.ts'
import { throttleWaitMs, writePooled } from './chapter-pool.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

/** A pool run whose writes finish when the test says so, on a clock the test moves. */
function harness(options: { limit: number; budgetMs?: number; chapters?: number }) {
  let clock = 0
  const open = new Map<number, { resolve(): void; reject(error: unknown): void }>()
  const sleeps: { ms: number; wake(): void }[] = []
  const events: string[] = []
  let mostAtOnce = 0
  const done = writePooled({
    indexes: Array.from({ length: options.chapters ?? 10 }, (_, i) => i),
    limit: options.limit,
    budgetMs: options.budgetMs ?? 60_000,
    write: (index) =>
      new Promise<void>((resolve, reject) => {
        open.set(index, { resolve, reject })
        mostAtOnce = Math.max(mostAtOnce, open.size)
        events.push(`start ${index}`)
      }).finally(() => open.delete(index)),
    judge: (error) => (error === 'closed' ? { kind: 'stop' } : error === '429' ? { kind: 'throttled', waitMs: 2000 } : { kind: 'failed' }),
    onRetry: (index, ms) => events.push(`retry ${index} after ${ms}`),
    onFailed: (index) => events.push(`failed ${index}`),
    now: () => clock,
    sleep: (ms) => new Promise<void>((wake) => sleeps.push({ ms, wake })),
  })
  return {
    done,
    events,
    open,
    mostAtOnce: () => mostAtOnce,
    async finish(index: number, error?: unknown) {
      const write = open.get(index)
      if (!write) throw new Error(`chapter ${index} is not being written`)
      if (error === undefined) write.resolve()
      else write.reject(error)
      await tick()
    },
    async wakeAll(advanceMs: number) {
      clock += advanceMs
      for (const sleep of sleeps.splice(0)) sleep.wake()
      await tick()
    },
  }
}

describe('writePooled', () => {
  it('shows its chapters in flight and its 429 waits in GET /metrics', async () => {
    const inFlight = async () => (await draftChaptersInFlight.get()).values[0]?.value ?? 0
    const waits = async () => {
      const values = (await draftThrottleWaits.get()).values
      const of = (name: string) => values.find((v) => v.metricName === name)?.value ?? 0
      return { count: of('folio_draft_throttle_wait_seconds_count'), seconds: of('folio_draft_throttle_wait_seconds_sum') }
    }
    const [flightBefore, waitsBefore] = [await inFlight(), await waits()]
    const pool = harness({ limit: 3, chapters: 3 })
    await tick()
    expect((await inFlight()) - flightBefore).toBe(3)
    await pool.finish(1, '429')
    expect((await inFlight()) - flightBefore).toBe(2)
    expect(await waits()).toEqual({ count: waitsBefore.count + 1, seconds: waitsBefore.seconds + 2 })
    await pool.finish(0)
    await pool.finish(2)
    await pool.wakeAll(2000)
    await pool.finish(1)
    await pool.done
    expect(await inFlight()).toBe(flightBefore)
  })

  it('writes every chapter at once when the limit allows it', async () => {
    const pool = harness({ limit: 30 })
    await tick()
    expect(pool.open.size).toBe(10)
    for (let i = 0; i < 10; i++) await pool.finish(i)
    await pool.done
  })

  it('keeps to a tighter limit, starting the earliest chapters first', async () => {
    const pool = harness({ limit: 3, chapters: 5 })
    await tick()
    expect([...pool.open.keys()]).toEqual([0, 1, 2])
    await pool.finish(1)
    expect([...pool.open.keys()]).toEqual([0, 2, 3])
    for (const i of [0, 2, 3]) await pool.finish(i)
    await pool.finish(4)
    await pool.done
    expect(pool.mostAtOnce()).toBe(3)
  })

  it('re-queues throttled chapters after the wait and halves the limit once per burst', async () => {
    const pool = harness({ limit: 8, chapters: 8 })
    await tick()
    // A burst: four chapters refused at the same moment halve the limit once (8 → 4), not four times.
    for (const i of [4, 5, 6, 7]) await pool.finish(i, '429')
    expect(pool.events.filter((e) => e.startsWith('retry'))).toEqual([
      'retry 4 after 2000',
      'retry 5 after 2000',
      'retry 6 after 2000',
      'retry 7 after 2000',
    ])
    for (const i of [0, 1, 2]) await pool.finish(i)
    await pool.wakeAll(2000)
    // Limit 4, plus 3 successes → back up towards 7; chapter 3 still runs, so at most 4 new ones start.
    expect([...pool.open.keys()].sort()).toEqual([3, 4, 5, 6, 7])
    for (const i of [3, 4, 5, 6, 7]) await pool.finish(i)
    await pool.done
    expect(pool.events.some((e) => e.startsWith('failed'))).toBe(false)
  })

  it('halves from the chapters really running when the limit is "all of them"', async () => {
    const pool = harness({ limit: 30, chapters: 10 })
    await tick()
    for (let i = 0; i < 10; i++) await pool.finish(i, '429')
    await pool.wakeAll(2000)
    // 10 at once were refused: 5 start again, not 15.
    expect(pool.open.size).toBe(5)
    for (let round = 0; round < 10 && pool.open.size > 0; round++) for (const i of [...pool.open.keys()]) await pool.finish(i)
    await pool.done
  })

  it('fails a throttled chapter once the time budget is spent, and the others go on', async () => {
    const pool = harness({ limit: 2, chapters: 2, budgetMs: 3000 })
    await tick()
    await pool.finish(0, '429')
    await pool.finish(1)
    await pool.wakeAll(2000)
    // 2 s spent, another 2 s wait would end past the 3 s budget.
    await pool.finish(0, '429')
    await pool.done
    expect(pool.events.filter((e) => !e.startsWith('start'))).toEqual(['retry 0 after 2000', 'failed 0'])
  })

  it("counts a chapter's budget from its own first 429, not from the start of the draft", async () => {
    const pool = harness({ limit: 1, chapters: 2, budgetMs: 3000 })
    await tick()
    // Chapter 0 takes 10 s; chapter 1 starts after it and is throttled for the first time then.
    await pool.wakeAll(10_000)
    await pool.finish(0)
    await pool.finish(1, '429')
    await pool.wakeAll(2000)
    await pool.finish(1)
    await pool.done
    expect(pool.events.filter((e) => !e.startsWith('start'))).toEqual(['retry 1 after 2000'])
  })

  it('another failure fails only its chapter; a stop starts nothing more', async () => {
    const pool = harness({ limit: 2, chapters: 5 })
    await tick()
    await pool.finish(0, 'boom')
    expect(pool.events).toContain('failed 0')
    expect([...pool.open.keys()]).toEqual([1, 2])
    await pool.finish(1, 'closed')
    await pool.finish(2)
    await pool.done
    expect(pool.events.filter((e) => e.startsWith('start'))).toEqual(['start 0', 'start 1', 'start 2'])
  })
})

describe('throttleWaitMs', () => {
  it("takes the server's wait, else doubles with jitter up to 30 s", () => {
    expect(throttleWaitMs(3, 1500)).toBe(1500)
    expect(throttleWaitMs(0, undefined, () => 0)).toBe(500)
    expect(throttleWaitMs(2, undefined, () => 1)).toBe(4000)
    expect(throttleWaitMs(10, undefined, () => 1)).toBe(30_000)
  })
})
