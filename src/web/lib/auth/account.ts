import { createStore } from 'zustand/vanilla'

/**
 * Whose tab this is: the signed-in user's id, null for a visitor, undefined until the first
 * session check answers. The auth store sets it on every auth event (this tab's, or one
 * supabase-js relays from another tab) before any screen renders the change, so per-user state
 * kept outside React (the generator form, a running draft, cached answers) can let go of the
 * previous user's data first (decision 0029). Nothing of the app's imported: any store may depend on it.
 */
export type Account = string | null | undefined

type Listener = (next: string | null, previous: Account) => void

const store = createStore<{ account: Account }>()(() => ({ account: undefined }))

export const getAccount = (): Account => store.getState().account

export function setAccount(next: string | null): void {
  if (next !== getAccount()) store.setState({ account: next })
}

/** Called at every change, with the account before it; only setAccount changes it, so `next` is never undefined. */
export const onAccountChange = (listener: Listener): (() => void) =>
  store.subscribe((state, before) => listener(state.account as string | null, before.account))

/** A user was signed in here and now someone else, or nobody, is: what was theirs must go. */
export const userLeft = (next: string | null, previous: Account): previous is string => typeof previous === 'string' && previous !== next
