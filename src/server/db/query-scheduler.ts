/** Which queue a statement waits in: a request someone is waiting on, or background work. */
export type Lane = 'request' | 'background'

export interface QuerySchedulerOptions {
  /** After this many request tasks in a row a waiting background task goes next, so it is never starved. */
  backgroundEvery?: number
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
 * thread) in two lanes (decision 78). Requests go before background work, and between two tasks
 * the event loop gets a turn: without that, a backlog of queries runs back to back in one chain of
 * promise callbacks, and a request that arrives meanwhile is not even read off its socket until
 * the backlog is gone (seconds, with 50 drafts writing).
 */
export class QueryScheduler {
  private readonly lanes: Record<Lane, Task[]> = { request: [], background: [] }
  private draining = false
  private requestsInARow = 0
  private readonly backgroundEvery: number
  private readonly yieldToEventLoop: () => Promise<void>

  constructor(options: QuerySchedulerOptions = {}) {
    this.backgroundEvery = options.backgroundEvery ?? 4
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

  private next(): Task | undefined {
    const { request, background } = this.lanes
    if (background.length > 0 && (request.length === 0 || this.requestsInARow >= this.backgroundEvery)) {
      this.requestsInARow = 0
      return background.shift()
    }
    const task = request.shift()
    if (task) this.requestsInARow++
    return task
  }

  private async drain(): Promise<void> {
    this.draining = true
    try {
      for (let task = this.next(); task;) {
        try {
          task.resolve(await task.run())
        } catch (error) {
          task.reject(error)
        }
        if (this.lanes.request.length + this.lanes.background.length === 0) break
        // New requests are read (and their queries queued, ahead of background work) before the next task.
        await this.yieldToEventLoop()
        task = this.next()
      }
    } finally {
      this.draining = false
    }
  }
}
