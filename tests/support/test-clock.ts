import type { Clock } from '../../src/server/db/database.ts'

/**
 * The start of a day, so it starts a window of every length the rate limits use (a minute, five,
 * an hour, a day): a test that counts up to a limit has the whole window, whatever the wall clock says.
 */
export const TEST_CLOCK_START = '2030-01-07T00:00:00.000Z'

/**
 * A clock that moves only when a test moves it (decision 0119). Set on a database (`db.clock`, or
 * `startTestApp({ clock })`), the rate limits count in its time instead of the database's `now()`:
 * a burst always lands in one window, and the next window is `advance(windowSeconds)`, not a sleep.
 */
export class TestClock implements Clock {
  #at: number

  constructor(start: string | Date = TEST_CLOCK_START) {
    this.#at = new Date(start).getTime()
  }

  now(): Date {
    return new Date(this.#at)
  }

  set(at: string | Date): void {
    this.#at = new Date(at).getTime()
  }

  advance(seconds: number): void {
    this.#at += seconds * 1000
  }
}
