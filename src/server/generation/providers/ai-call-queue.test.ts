import { describe, expect, it } from 'vitest'
import { AppError } from '../../http/app-error.ts'
import { type AiCallLimits, AiCallQueue, type Release } from './ai-call-queue.ts'

const limits = (over: Partial<AiCallLimits> = {}): AiCallLimits => ({
  maxRunning: 2,
  maxRunningPerUser: 2,
  maxQueued: 100,
  maxQueuedPerUser: 100,
  ...over,
})

/** One call through the queue, its start and its places seen from outside (no clock anywhere). */
function call(queue: AiCallQueue, user: string, name: string, started: string[], signal?: AbortSignal) {
  const positions: number[] = []
  let release: Release | undefined
  const settled = queue.acquire(user, { signal, onQueued: (p) => positions.push(p) }).then((r) => {
    started.push(name)
    release = r
  })
  return {
    positions,
    settled,
    release: () => {
      if (!release) throw new Error(`${name} has not started`)
      release()
    },
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('AiCallQueue (decision 77)', () => {
  it("starts another user's single call before the queued calls of a user who holds every place", async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 2 }))
    const started: string[] = []
    const a = ['a1', 'a2', 'a3', 'a4'].map((name) => call(queue, 'alice', name, started))
    await flush()
    expect(started).toEqual(['a1', 'a2'])
    const b = call(queue, 'bob', 'b1', started)
    await flush()
    // Bob came last but goes first: Alice already has two running.
    expect(b.positions).toEqual([1])
    expect(a[2]?.positions).toEqual([1, 2])
    expect(a[3]?.positions).toEqual([2, 3])
    a[0]?.release()
    await flush()
    expect(started).toEqual(['a1', 'a2', 'b1'])
    // Alice's own calls keep their order.
    a[1]?.release()
    await flush()
    b.release()
    await flush()
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4'])
    expect(a[3]?.positions).toEqual([2, 3, 2, 1])
    expect(queue.stats).toEqual({ running: 2, queued: 0 })
  })

  it('holds one user to their own limit while places stay free for others', async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 3, maxRunningPerUser: 1 }))
    const started: string[] = []
    const a1 = call(queue, 'alice', 'a1', started)
    const a2 = call(queue, 'alice', 'a2', started)
    call(queue, 'bob', 'b1', started)
    await flush()
    expect(started).toEqual(['a1', 'b1'])
    expect(a2.positions).toEqual([1])
    a1.release()
    await flush()
    expect(started).toEqual(['a1', 'b1', 'a2'])
  })

  it('takes turns between users with as many running (round robin), each user first come first served', async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 1 }))
    const started: string[] = []
    const first = call(queue, 'carol', 'c0', started)
    const calls = [
      call(queue, 'alice', 'a1', started),
      call(queue, 'alice', 'a2', started),
      call(queue, 'bob', 'b1', started),
      call(queue, 'bob', 'b2', started),
    ]
    await flush()
    expect(calls.map((c) => c.positions.at(-1))).toEqual([1, 3, 2, 4])
    first.release()
    for (const next of ['a1', 'b1', 'a2', 'b2']) {
      await flush()
      expect(started.at(-1)).toBe(next)
      calls.find((_, i) => ['a1', 'a2', 'b1', 'b2'][i] === next)?.release()
    }
  })

  it('refuses a call past its user’s bound or the total with 429 ai_busy and a Retry-After, without queuing it', async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 1, maxQueued: 3, maxQueuedPerUser: 2 }))
    const started: string[] = []
    call(queue, 'alice', 'a0', started)
    call(queue, 'alice', 'a1', started)
    call(queue, 'alice', 'a2', started)
    const mine = await queue.acquire('alice').catch((e: unknown) => e)
    expect(mine).toBeInstanceOf(AppError)
    expect(mine).toMatchObject({ status: 429, body: { code: 'ai_busy' }, retryAfterSeconds: 10 })
    expect((mine as AppError).message).toMatch(/2 AI requests waiting/)
    call(queue, 'bob', 'b1', started)
    const total = await queue.acquire('carol').catch((e: unknown) => e)
    expect(total).toMatchObject({ status: 429, body: { code: 'ai_busy' }, retryAfterSeconds: 10 })
    expect(queue.stats).toEqual({ running: 1, queued: 3 })
  })

  it('never refuses a call that can start at once, however small the bounds', async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 1, maxQueued: 0, maxQueuedPerUser: 0 }))
    await expect(queue.acquire('alice')).resolves.toBeTypeOf('function')
    await expect(queue.acquire('bob')).rejects.toMatchObject({ body: { code: 'ai_busy' } })
  })

  it('lets a caller who leaves while waiting out of the queue; those behind move up and it never starts', async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 1 }))
    const started: string[] = []
    const running = call(queue, 'alice', 'a0', started)
    const leaving = new AbortController()
    const gone = call(queue, 'bob', 'b1', started, leaving.signal)
    const after = call(queue, 'carol', 'c1', started)
    await flush()
    expect(after.positions).toEqual([2])
    leaving.abort(new Error('the reader left'))
    await expect(gone.settled).rejects.toThrow('the reader left')
    expect(after.positions).toEqual([2, 1])
    expect(queue.stats).toEqual({ running: 1, queued: 1 })
    running.release()
    await flush()
    expect(started).toEqual(['a0', 'c1'])
  })

  it('refuses a caller who had already left, and gives a place back only once', async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 1 }))
    await expect(queue.acquire('alice', { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone')
    const release = await queue.acquire('alice')
    const started: string[] = []
    call(queue, 'bob', 'b1', started)
    call(queue, 'bob', 'b2', started)
    release()
    release()
    await flush()
    expect(started).toEqual(['b1'])
    expect(queue.stats).toEqual({ running: 1, queued: 1 })
  })
})

describe('AiCallQueue.assertRoom', () => {
  it('answers before a stream opens whether a new call would be refused', async () => {
    const queue = new AiCallQueue(limits({ maxRunning: 1, maxQueued: 1, maxQueuedPerUser: 1 }))
    expect(() => queue.assertRoom('alice')).not.toThrow()
    const started: string[] = []
    call(queue, 'alice', 'a0', started)
    expect(() => queue.assertRoom('bob')).not.toThrow()
    call(queue, 'bob', 'b1', started)
    expect(() => queue.assertRoom('carol')).toThrow(expect.objectContaining({ body: expect.objectContaining({ code: 'ai_busy' }) }))
  })
})
