/**
 * LIST_MAILS_PER_MINUTE for this instance (decision 135): a token bucket in this process, which is
 * what "per instance" means — each replica protects its own sending IP's reputation. It holds ten
 * seconds' worth, so a small list goes at once and a big one at the steady rate.
 */
export class SendRate {
  readonly #perMs: number
  readonly #capacity: number
  #tokens: number
  #at: number
  readonly #now: () => number

  constructor(perMinute: number, now: () => number = () => performance.now()) {
    this.#perMs = perMinute / 60_000
    this.#capacity = Math.max(1, Math.ceil(perMinute / 6))
    this.#tokens = this.#capacity
    this.#now = now
    this.#at = now()
  }

  /** How long to wait before the next send may go (0: now); takes the token when it is 0. */
  take(): number {
    const now = this.#now()
    this.#tokens = Math.min(this.#capacity, this.#tokens + (now - this.#at) * this.#perMs)
    this.#at = now
    if (this.#tokens >= 1) {
      this.#tokens -= 1
      return 0
    }
    // The epsilon keeps float dust (0.999 tokens after 999 ms at 1/s) from adding a whole ms.
    return Math.max(1, Math.ceil((1 - this.#tokens) / this.#perMs - 1e-6))
  }
}
