import { createStore } from 'zustand/vanilla'
import { getAccount, onAccountChange, userLeft } from '../auth/account.ts'
import { useStoreValue } from '../use-store.ts'
import { type GeneratorForm, INITIAL_GENERATOR_FORM, PERSISTED_FIELDS, type PersistedGeneratorForm } from './generator-form.ts'
import {
  browserStorage,
  loadGeneratorRecord,
  removeGeneratorRecord,
  saveGeneratorRecord,
  type StoredGeneratorRecord,
} from './generator-storage.ts'
import { type ChapterRun, type DraftRun, type GeneratorTab, INITIAL_GENERATOR_TAB, isGeneratorBusy } from './generator-tab.ts'

export type { ChapterRun, DraftRun, GeneratorTab, Progress } from './generator-tab.ts'

/**
 * The generator's one store (decision 115), outside React so the generator's flows, templates,
 * starter kits, the dashboard and the editor share one copy, and a draft keeps writing while the
 * person looks at another screen. Two slices:
 * - `form` (docs/product.md#entities): the fields a reload keeps, stored per owner (decision 0029);
 * - `tab`: what this tab is running (loading, error, progress, the draft run, a resume offer), never stored.
 *
 * Storage is read only after the first render has mounted (in `subscribe`) or on the first
 * write, never during render, so the prerendered HTML and the first browser render agree.
 *
 * The form is one person's (decision 0029): a visitor's input passes to whoever signs in next
 * ('Generate' sends a visitor to sign-in and back, docs/product.md#generator), but once it is a user's, it is shown to
 * nobody else, and their signing out, or another user signing in, clears it here and in storage,
 * and clears the tab's slice with it.
 */
export interface GeneratorState {
  form: GeneratorForm
  tab: GeneratorTab
}

const INITIAL_STATE: GeneratorState = Object.freeze({ form: INITIAL_GENERATOR_FORM, tab: INITIAL_GENERATOR_TAB })
const store = createStore<GeneratorState>()(() => INITIAL_STATE)

let hydrated = false
/** Whose `form` is: a user id, or null for a visitor's input (adopted by the next user). */
let owner: string | null = null
/** A user's stored form, read before the session check said who this tab is: shown only to them. */
let waiting: StoredGeneratorRecord | null = null
/** Fields written while `waiting`: they win over the stored ones if the form turns out to be this user's. */
const touched = new Set<keyof PersistedGeneratorForm>()

const form = () => store.getState().form
const setForm = (next: GeneratorForm) => store.setState({ form: next })
const save = () => saveGeneratorRecord(browserStorage(), owner, form())

function ensureHydrated(): void {
  if (hydrated || typeof window === 'undefined') return
  hydrated = true
  const record = loadGeneratorRecord(browserStorage())
  const account = getAccount()
  if (record && (record.owner === null || record.owner === account)) {
    setForm({ ...form(), ...record.form })
    owner = record.owner
  } else if (record && account === undefined) {
    waiting = record
  } else if (record) {
    removeGeneratorRecord(browserStorage(), account ?? null)
  }
  settle(account)
}

const hasInput = (f: GeneratorForm) => PERSISTED_FIELDS.some((field) => f[field] !== INITIAL_GENERATOR_FORM[field])

/** Brings the form in line with the tab's account. */
function settle(account: string | null | undefined): void {
  if (account === undefined) return
  if (waiting) {
    const record = waiting
    const typed = touched.size > 0
    waiting = null
    if (record.owner === account) {
      const kept = Object.entries(record.form).filter(([field]) => !touched.has(field as keyof PersistedGeneratorForm))
      touched.clear()
      owner = account
      setForm({ ...form(), ...Object.fromEntries(kept) })
      save()
      return
    }
    // Someone else's: never shown, and gone from storage. What was typed meanwhile is this person's.
    touched.clear()
    removeGeneratorRecord(browserStorage(), account)
    owner = account
    if (typed) save()
    return
  }
  if (owner !== null && owner !== account) {
    owner = account
    setForm({ ...INITIAL_GENERATOR_FORM })
    removeGeneratorRecord(browserStorage(), account)
    return
  }
  if (owner === null && account !== null) {
    owner = account
    // The visitor's input becomes theirs (re-labelled), unless another tab of theirs stored a form already.
    const stored = loadGeneratorRecord(browserStorage())
    if (stored ? stored.owner === null : hasInput(form())) save()
  }
}

// The previous user's form, draft, progress and resume offer are not the next one's to see (decision 0029).
onAccountChange((next, previous) => {
  if (userLeft(next, previous)) store.setState({ tab: INITIAL_GENERATOR_TAB })
  if (hydrated) settle(next)
})

/** Calls `listener` on every change of either slice; the first subscription reads storage. */
export function subscribeGenerator(listener: (state: GeneratorState, previous: GeneratorState) => void): () => void {
  const unsubscribe = store.subscribe(listener)
  ensureHydrated()
  return unsubscribe
}

// What React subscribes to: the store, with storage read on the first subscription. Its initial
// state is the server's snapshot: the defaults on the server and during hydration, then the stored copy.
const hooked = { ...store, subscribe: subscribeGenerator }

/** A slice of the state; the selector must return a stable value (a field or a slice, not a new object). */
export const useGenerator = <T>(select: (state: GeneratorState) => T): T => useStoreValue(hooked, select)

// ——— The form slice ———

/** The current form. Outside event handlers and effects, use the hook instead. */
export function getGeneratorForm(): GeneratorForm {
  ensureHydrated()
  return form()
}

export type GeneratorFormPatch = Partial<GeneratorForm> | ((current: GeneratorForm) => Partial<GeneratorForm>)

/** Merges `patch` into the form and stores what survives a reload. */
export function updateGeneratorForm(patch: GeneratorFormPatch): void {
  ensureHydrated()
  const current = form()
  const next = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) }
  const changed = PERSISTED_FIELDS.filter((field) => next[field] !== current[field])
  setForm(next)
  if (waiting) for (const field of changed) touched.add(field)
  else if (changed.length > 0) save()
}

export const useGeneratorForm = (): GeneratorForm => useGenerator(selectForm)
const selectForm = (state: GeneratorState) => state.form

// ——— The tab slice ———

export const getGeneratorTab = (): GeneratorTab => store.getState().tab

export type GeneratorTabPatch = Partial<GeneratorTab> | ((current: GeneratorTab) => Partial<GeneratorTab>)

export function setGeneratorTab(patch: GeneratorTabPatch): void {
  const tab = getGeneratorTab()
  store.setState({ tab: { ...tab, ...(typeof patch === 'function' ? patch(tab) : patch) } })
}

export function updateRun(change: (run: DraftRun) => Partial<DraftRun>): void {
  setGeneratorTab((s) => (s.run ? { run: { ...s.run, ...change(s.run) } } : {}))
}

export function updateChapter(index: number, change: (chapter: ChapterRun) => Partial<ChapterRun>): void {
  updateRun((run) => ({ chapters: run.chapters.map((c, i) => (i === index ? { ...c, ...change(c) } : c)) }))
}

/** Back to nothing running (tests, and after a job ends). */
export function resetGeneratorTab(): void {
  store.setState({ tab: INITIAL_GENERATOR_TAB })
}

/** A field of the tab's slice; the selector must return a stable value. */
export const useGeneratorTab = <T>(select: (tab: GeneratorTab) => T): T => useGenerator((state) => select(state.tab))

// ——— Derived once ———

const selectBusy = (state: GeneratorState) => isGeneratorBusy(state.tab)
/** Whether a flow or a draft holds the generator now (the guard every flow starts with). */
export const generatorBusy = (): boolean => selectBusy(store.getState())
/** The same, for a component: its buttons are off while this is true. */
export const useGeneratorBusy = (): boolean => useGenerator(selectBusy)
