/** Which queue a statement waits in: a request someone is waiting on, or background work. */
export type Lane = 'request' | 'background'

export interface QuerySchedulerOptions {
  /** After this many request tasks in a row a waiting background task goes next, so it is never starved. */
  backgroundEvery?: number
  /** …or once request tasks in a row took this long (ms): one long read (an image) counts as many short ones. */
  backgroundAfterMs?: number
  /** `performance.now()`, or a test's clock. */
  now?: () => number
  /** Hands the event loop back between tasks (tests pass their own). */
  yieldToEventLoop?: () => Promise<void>
}

interface Task {
  run: () => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

const setImmediateYield = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs embedded PGlite's work one task at a time (it runs one anyway, synchronously on this
 * thread) in two lanes (decision 78). Requests go before background work (which still gets a
 * turn after 2 request tasks or 20 ms of them, whichever comes first), and between two tasks
 * the event loop gets a turn: without that, a backlog of queries runs back to back in one chain of
 * promise callbacks, and a request that arrives meanwhile is not even read off its socket until
 * the backlog is gone (seconds, with 50 drafts writing).
 */
export class QueryScheduler {
  private readonly lanes: Record<Lane, Task[]> = { request: [], background: [] }
  private draining = false
  private requestsInARow = 0
  private requestMsInARow = 0
  private readonly backgroundEvery: number
  private readonly backgroundAfterMs: number
  private readonly now: () => number
  private readonly yieldToEventLoop: () => Promise<void>

  constructor(options: QuerySchedulerOptions = {}) {
    this.backgroundEvery = options.backgroundEvery ?? 2
    this.backgroundAfterMs = options.backgroundAfterMs ?? 20
    this.now = options.now ?? (() => performance.now())
    this.yieldToEventLoop = options.yieldToEventLoop ?? setImmediateYield
  }

  /** Tasks waiting in each lane (tests). */
  get waiting(): Record<Lane, number> {
    return { request: this.lanes.request.length, background: this.lanes.background.length }
  }

  run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.lanes[lane].push({ run: task, resolve: resolve as (value: unknown) => void, reject })
      // An idle database starts at once: no yield before the first task.
      if (!this.draining) void this.drain()
    })
  }

  private next(): { task: Task; lane: Lane } | undefined {
    const { request, background } = this.lanes
    const backgroundDue = this.requestsInARow >= this.backgroundEvery || this.requestMsInARow >= this.backgroundAfterMs
    if (background.length > 0 && (request.length === 0 || backgroundDue)) {
      this.requestsInARow = 0
      this.requestMsInARow = 0
      return { task: background.shift() as Task, lane: 'background' }
    }
    const task = request.shift()
    if (!task) return undefined
    this.requestsInARow++
    return { task, lane: 'request' }
  }

  private async drain(): Promise<void> {
    this.draining = true
    try {
      for (let next = this.next(); next;) {
        const started = this.now()
        try {
          next.task.resolve(await next.task.run())
        } catch (error) {
          next.task.reject(error)
        }
        if (next.lane === 'request') this.requestMsInARow += this.now() - started
        if (this.lanes.request.length + this.lanes.background.length === 0) break
        // New requests are read (and their queries queued, ahead of background work) before the next task.
        await this.yieldToEventLoop()
        next = this.next()
      }
    } finally {
      this.draining = false
    }
  }
}
