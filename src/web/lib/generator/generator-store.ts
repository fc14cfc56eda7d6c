import { useSyncExternalStore } from 'react'
import { getAccount, onAccountChange } from '../auth/account.ts'
import { type GeneratorForm, INITIAL_GENERATOR_FORM, PERSISTED_FIELDS, type PersistedGeneratorForm } from './generator-form.ts'
import {
  browserStorage,
  loadGeneratorRecord,
  removeGeneratorRecord,
  saveGeneratorRecord,
  type StoredGeneratorRecord,
} from './generator-storage.ts'

/**
 * The generator form state (docs/product.md#entities), outside React so the generator's flows, templates, starter
 * kits and the editor share one copy. Storage is read only after the first render has mounted
 * (in `subscribe`) or on the first write, never during render, so the prerendered HTML and the
 * first browser render agree.
 *
 * The form is one person's (decision 0029): a visitor's input passes to whoever signs in next
 * ('Generate' sends a visitor to sign-in and back, docs/product.md#generator), but once it is a user's, it is shown to
 * nobody else, and their signing out, or another user signing in, clears it here and in storage.
 */
let state: GeneratorForm = INITIAL_GENERATOR_FORM
let hydrated = false
/** Whose `state` is: a user id, or null for a visitor's input (adopted by the next user). */
let owner: string | null = null
/** A user's stored form, read before the session check said who this tab is: shown only to them. */
let waiting: StoredGeneratorRecord | null = null
/** Fields written while `waiting`: they win over the stored ones if the form turns out to be this user's. */
const touched = new Set<keyof PersistedGeneratorForm>()
const listeners = new Set<() => void>()

const notify = () => {
  for (const listener of listeners) listener()
}
const save = () => saveGeneratorRecord(browserStorage(), owner, state)

function ensureHydrated(): void {
  if (hydrated || typeof window === 'undefined') return
  hydrated = true
  const record = loadGeneratorRecord(browserStorage())
  const account = getAccount()
  if (record && (record.owner === null || record.owner === account)) {
    state = { ...state, ...record.form }
    owner = record.owner
  } else if (record && account === undefined) {
    waiting = record
  } else if (record) {
    removeGeneratorRecord(browserStorage(), account ?? null)
  }
  settle(account)
}

const hasInput = (form: GeneratorForm) => PERSISTED_FIELDS.some((field) => form[field] !== INITIAL_GENERATOR_FORM[field])

/** Brings the form in line with the tab's account; true when what the screen shows changed. */
function settle(account: string | null | undefined): boolean {
  if (account === undefined) return false
  if (waiting) {
    const record = waiting
    const typed = touched.size > 0
    waiting = null
    if (record.owner === account) {
      const kept = Object.entries(record.form).filter(([field]) => !touched.has(field as keyof PersistedGeneratorForm))
      touched.clear()
      state = { ...state, ...Object.fromEntries(kept) }
      owner = account
      save()
      return true
    }
    // Someone else's: never shown, and gone from storage. What was typed meanwhile is this person's.
    touched.clear()
    removeGeneratorRecord(browserStorage(), account)
    owner = account
    if (typed) save()
    return false
  }
  if (owner !== null && owner !== account) {
    state = { ...INITIAL_GENERATOR_FORM }
    owner = account
    removeGeneratorRecord(browserStorage(), account)
    return true
  }
  if (owner === null && account !== null) {
    owner = account
    // The visitor's input becomes theirs (re-labelled), unless another tab of theirs stored a form already.
    const stored = loadGeneratorRecord(browserStorage())
    if (stored ? stored.owner === null : hasInput(state)) save()
  }
  return false
}

onAccountChange((next) => {
  if (!hydrated) return
  if (settle(next)) notify()
})

function publish(next: GeneratorForm): void {
  const changed = PERSISTED_FIELDS.filter((field) => next[field] !== state[field])
  state = next
  if (waiting) for (const field of changed) touched.add(field)
  else if (changed.length > 0) save()
  notify()
}

export function subscribeGeneratorForm(listener: () => void): () => void {
  listeners.add(listener)
  if (!hydrated) {
    const before = state
    ensureHydrated()
    if (state !== before) notify()
  }
  return () => listeners.delete(listener)
}

/** The current state. Outside event handlers and effects, use the hook instead. */
export function getGeneratorForm(): GeneratorForm {
  ensureHydrated()
  return state
}

export type GeneratorFormPatch = Partial<GeneratorForm> | ((current: GeneratorForm) => Partial<GeneratorForm>)

/** Merges `patch` into the state and stores what survives a reload. */
export function updateGeneratorForm(patch: GeneratorFormPatch): void {
  ensureHydrated()
  const changes = typeof patch === 'function' ? patch(state) : patch
  publish({ ...state, ...changes })
}

const getSnapshot = () => state
const getServerSnapshot = () => INITIAL_GENERATOR_FORM

/** The shared form state; the defaults on the server and during hydration, then the stored copy. */
export function useGeneratorForm(): GeneratorForm {
  return useSyncExternalStore(subscribeGeneratorForm, getSnapshot, getServerSnapshot)
}
