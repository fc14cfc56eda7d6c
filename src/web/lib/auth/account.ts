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

const store = createStore<Account>()(() => undefined)

export const getAccount: () => Account = store.getState

/** Nothing happens when it is the account already (zustand compares with Object.is). */
export const setAccount: (next: string | null) => void = store.setState

/** Called at every change, with the account before it; only setAccount changes it, so `next` is never undefined. */
export const onAccountChange = store.subscribe as (listener: Listener) => () => void

/** A user was signed in here and now someone else, or nobody, is: what was theirs must go. */
export const userLeft = (next: string | null, previous: Account): previous is string => typeof previous === 'string' && previous !== next
