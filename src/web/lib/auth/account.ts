/**
 * Whose tab this is: the signed-in user's id, null for a visitor, undefined until the first
 * session check answers. The auth store sets it on every auth event (this tab's, or one
 * supabase-js relays from another tab) before any screen renders the change, so per-user state
 * kept outside React (the generator form, a running draft, cached answers) can let go of the
 * previous user's data first (decision 0029). No imports: any store may depend on it.
 */
export type Account = string | null | undefined

type Listener = (next: string | null, previous: Account) => void

let account: Account = undefined
const listeners = new Set<Listener>()

export const getAccount = (): Account => account

export function setAccount(next: string | null): void {
  if (next === account) return
  const previous = account
  account = next
  for (const listener of listeners) listener(next, previous)
}

export function onAccountChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A user was signed in here and now someone else, or nobody, is: what was theirs must go. */
export const userLeft = (next: string | null, previous: Account): previous is string => typeof previous === 'string' && previous !== next
