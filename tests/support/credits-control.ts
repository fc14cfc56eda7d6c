import type { CreditsControl } from '../../src/web/lib/credits/use-credits.ts'

/** A balance the generator flows can read and lower, with the same rules as useCredits (never below 0). */
export function creditsControl(start: number | null): CreditsControl & { balance: number | null } {
  const c = {
    balance: start,
    get: () => c.balance,
    spend: (spent: number, left?: number) => (c.balance = left ?? (c.balance === null ? null : Math.max(0, c.balance - spent))),
    set: (n: number) => (c.balance = n),
    refresh: async () => {},
  }
  return c
}
