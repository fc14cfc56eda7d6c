import { AppError } from '../../http/app-error.ts'

/** What one instance lets run and wait (README § Configuration, decision 77). */
export interface AiCallLimits {
  /** AI calls running at once on this instance (AI_MAX_CONCURRENT_CALLS). */
  maxRunning: number
  /** Of those, one user's (AI_MAX_CONCURRENT_CALLS_PER_USER). */
  maxRunningPerUser: number
  /** Calls waiting for a place, everyone's together (AI_MAX_QUEUED_CALLS). */
  maxQueued: number
  /** Calls waiting for a place, one user's (AI_MAX_QUEUED_CALLS_PER_USER). */
  maxQueuedPerUser: number
}

export interface AcquireOptions {
  /** The caller left: a waiting call leaves the queue at once (and never reaches the provider). */
  signal?: AbortSignal
  /** The call's place in the queue, 1 for next; told on entry and again whenever it changes. */
  onQueued?: (position: number) => void
}

/** Gives the place back; calling it again does nothing. */
export type Release = () => void

/** How long a refused caller is told to wait (`Retry-After`): a few calls finish in that time. */
export const AI_BUSY_RETRY_AFTER_SECONDS = 10

interface Waiter {
  user: string
  position: number
  onQueued?: (position: number) => void
  start(release: Release): void
  leave(reason: unknown): void
}

/**
 * Places for AI calls, shared fairly by users (decision 77). A call runs when a place is free and
 * its user has fewer than `maxRunningPerUser` running; otherwise it waits. When a place frees, the
 * waiting user with the fewest calls running goes first, ties to the one served longest ago (round
 * robin), and each user's own calls go in the order they came. So one account's many calls cannot
 * keep another's single call waiting behind them. Past the queue bounds a call is refused with
 * 429 `ai_busy` and a `Retry-After`. No clock: the order depends on events only.
 */
export class AiCallQueue {
  private running = 0
  private readonly runningBy = new Map<string, number>()
  /** Users with calls waiting, each user's in arrival order. */
  private readonly waiting = new Map<string, Waiter[]>()
  /** When each active user was last served (or joined): a counter, lower goes first among equals. */
  private readonly turns = new Map<string, number>()
  private tick = 0
  private queued = 0

  constructor(readonly limits: AiCallLimits) {}

  /** Calls running and waiting now, for tests and the operator's log. */
  get stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued }
  }

  /** Resolves with a release once the call may run; rejects on the caller's abort, or at once with `ai_busy`. */
  acquire(user: string, options: AcquireOptions = {}): Promise<Release> {
    const { signal, onQueued } = options
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise<Release>((resolve, reject) => {
      const onAbort = () => this.remove(waiter, signal?.reason)
      const waiter: Waiter = {
        user,
        position: 0,
        onQueued,
        start: (release) => {
          signal?.removeEventListener('abort', onAbort)
          resolve(release)
        },
        leave: (reason) => {
          signal?.removeEventListener('abort', onAbort)
          reject(reason)
        },
      }
      this.join(waiter)
      this.dispatch()
      if (!this.isWaiting(waiter)) return
      const busy = this.refusal(user, 0)
      if (busy) return this.remove(waiter, busy)
      signal?.addEventListener('abort', onAbort, { once: true })
      this.announce()
    })
  }

  private join(waiter: Waiter): void {
    const list = this.waiting.get(waiter.user)
    if (list) list.push(waiter)
    else this.waiting.set(waiter.user, [waiter])
    if (!this.turns.has(waiter.user)) this.turns.set(waiter.user, ++this.tick)
    this.queued++
  }

  private isWaiting(waiter: Waiter): boolean {
    return this.waiting.get(waiter.user)?.includes(waiter) ?? false
  }

  /**
   * Throws the 429 a new call by `user` would get now, so a streamed answer can still say it with
   * its status and `Retry-After` before the stream opens. The call itself is checked again.
   */
  assertRoom(user: string): void {
    const free = this.running < this.limits.maxRunning && (this.runningBy.get(user) ?? 0) < this.limits.maxRunningPerUser
    const busy = free && this.queued === 0 ? undefined : this.refusal(user, 1)
    if (busy) throw busy
  }

  /** The refusal for a call past a queue bound (`joining`: 1 when the call is not counted in the queue yet). */
  private refusal(user: string, joining: number): AppError | undefined {
    const { maxQueued, maxQueuedPerUser } = this.limits
    const mine = (this.waiting.get(user)?.length ?? 0) + joining
    const error =
      mine > maxQueuedPerUser
        ? new AppError('ai_busy', `You already have ${maxQueuedPerUser} AI requests waiting. Please wait for them to finish.`)
        : this.queued + joining > maxQueued
          ? new AppError('ai_busy')
          : undefined
    return error && Object.assign(error, { retryAfterSeconds: AI_BUSY_RETRY_AFTER_SECONDS })
  }

  /** Takes a waiting call out (its caller left, or it was refused); the others move up. */
  private remove(waiter: Waiter, reason: unknown): void {
    const list = this.waiting.get(waiter.user)
    const at = list?.indexOf(waiter) ?? -1
    if (!list || at === -1) return
    list.splice(at, 1)
    this.queued--
    if (list.length === 0) this.waiting.delete(waiter.user)
    this.forgetIfIdle(waiter.user)
    waiter.leave(reason)
    this.announce()
  }

  private forgetIfIdle(user: string): void {
    if (!this.waiting.has(user) && !this.runningBy.has(user)) this.turns.delete(user)
  }

  /**
   * The user to serve next: the fewest running, then the longest since served. `counts` and
   * `turns` are passed in so the position forecast can play the same rule forward.
   */
  private pick(users: Iterable<string>, counts: Map<string, number>, turns: Map<string, number>, eligibleOnly: boolean) {
    let best: string | undefined
    let bestKey: [number, number] = [Infinity, Infinity]
    for (const user of users) {
      const running = counts.get(user) ?? 0
      if (eligibleOnly && running >= this.limits.maxRunningPerUser) continue
      const turn = turns.get(user) ?? 0
      if (running < bestKey[0] || (running === bestKey[0] && turn < bestKey[1])) [best, bestKey] = [user, [running, turn]]
    }
    return best
  }

  /** Starts waiting calls while places are free. */
  private dispatch(): void {
    while (this.running < this.limits.maxRunning) {
      const user = this.pick(this.waiting.keys(), this.runningBy, this.turns, true)
      if (user === undefined) return
      const list = this.waiting.get(user) as Waiter[]
      const waiter = list.shift() as Waiter
      if (list.length === 0) this.waiting.delete(user)
      this.queued--
      this.turns.set(user, ++this.tick)
      this.running++
      this.runningBy.set(user, (this.runningBy.get(user) ?? 0) + 1)
      waiter.start(this.releaseFor(user))
    }
  }

  private releaseFor(user: string): Release {
    let released = false
    return () => {
      if (released) return
      released = true
      this.running--
      const left = (this.runningBy.get(user) ?? 1) - 1
      if (left > 0) this.runningBy.set(user, left)
      else this.runningBy.delete(user)
      this.forgetIfIdle(user)
      this.dispatch()
      this.announce()
    }
  }

  /**
   * Tells each waiting call its place when it changed. The forecast plays the serving rule forward
   * as if places freed one at a time and nobody new came; a user at their own limit is served
   * after the others, as they would be until one of their calls ends.
   */
  private announce(): void {
    const counts = new Map(this.runningBy)
    const turns = new Map(this.turns)
    const next = new Map<string, number>()
    const pending = new Set(this.waiting.keys())
    let tick = this.tick
    for (let position = 1; pending.size > 0; position++) {
      const user = (this.pick(pending, counts, turns, true) ?? this.pick(pending, counts, turns, false)) as string
      const list = this.waiting.get(user) as Waiter[]
      const index = next.get(user) ?? 0
      const waiter = list[index] as Waiter
      next.set(user, index + 1)
      if (index + 1 >= list.length) pending.delete(user)
      counts.set(user, (counts.get(user) ?? 0) + 1)
      turns.set(user, ++tick)
      if (waiter.position !== position) {
        waiter.position = position
        waiter.onQueued?.(position)
      }
    }
  }
}
