import { useSyncExternalStore } from 'react'
import { type GeneratorForm, INITIAL_GENERATOR_FORM, PERSISTED_FIELDS } from './generator-form.ts'
import { browserStorage, loadGeneratorForm, saveGeneratorForm } from './generator-storage.ts'

/**
 * The generator form state (spec §3), outside React so the generator's flows, templates, starter
 * kits and the editor share one copy. Storage is read only after the first render has mounted
 * (in `subscribe`) or on the first write, never during render, so the prerendered HTML and the
 * first browser render agree.
 */
let state: GeneratorForm = INITIAL_GENERATOR_FORM
let hydrated = false
const listeners = new Set<() => void>()

function ensureHydrated(): void {
  if (hydrated || typeof window === 'undefined') return
  hydrated = true
  const stored = loadGeneratorForm(browserStorage())
  if (Object.keys(stored).length > 0) state = { ...state, ...stored }
}

function publish(next: GeneratorForm): void {
  const persistedChanged = PERSISTED_FIELDS.some((field) => next[field] !== state[field])
  state = next
  if (persistedChanged) saveGeneratorForm(browserStorage(), state)
  for (const listener of listeners) listener()
}

export function subscribeGeneratorForm(listener: () => void): () => void {
  listeners.add(listener)
  if (!hydrated) {
    const before = state
    ensureHydrated()
    if (state !== before) for (const l of listeners) l()
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

/** Spec §4 Editor "Reset": back to the form defaults (and the stored copy with them). */
export function resetGeneratorForm(): void {
  ensureHydrated()
  publish({ ...INITIAL_GENERATOR_FORM })
}

const getSnapshot = () => state
const getServerSnapshot = () => INITIAL_GENERATOR_FORM

/** The shared form state; the defaults on the server and during hydration, then the stored copy. */
export function useGeneratorForm(): GeneratorForm {
  return useSyncExternalStore(subscribeGeneratorForm, getSnapshot, getServerSnapshot)
}
