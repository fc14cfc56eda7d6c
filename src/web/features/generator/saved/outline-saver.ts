import { createStore } from 'zustand/vanilla'
import { errorCode, isNetworkError } from '@web/lib/api-error-text.ts'
import { getAccount } from '@web/lib/auth/account.ts'
import { getGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { useStoreValue } from '@web/lib/use-store.ts'
import { putSavedOutline } from './saved-outline-api.ts'

/**
 * Edits to a saved outline go to the account (issue 30, decision 104): after a pause in editing,
 * the whole outline as it is then (last write wins). A failed save says so and is tried again,
 * later each time; the edit itself stays in the form (and its browser record) meanwhile, so
 * nothing is lost whether or not the server ever takes it.
 */
export type OutlineSaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'gone'

export const SAVE_DEBOUNCE_MS = 800
/** Waits between retries of a failed save; the last one repeats. */
export const SAVE_RETRY_MS = [2_000, 5_000, 15_000, 30_000] as const

export const OUTLINE_SAVE_TEXT = {
  saving: 'Saving your outline…',
  saved: 'Outline saved to your account.',
  failed: 'Your latest outline changes are not saved to your account yet. They are kept in this browser; trying again…',
  gone: 'This outline is no longer on your account, so changes stay in this browser only.',
} as const

const store = createStore<OutlineSaveState>()(() => 'idle')
let timer: ReturnType<typeof setTimeout> | null = null
let inFlight = false
/** An edit arrived while a save was on its way: one more save follows it. */
let again = false
let failures = 0

const state = () => store.getState()
const setState = (next: OutlineSaveState) => store.setState(next)

function schedule(ms: number): void {
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    timer = null
    void save()
  }, ms)
}

async function save(): Promise<void> {
  if (inFlight) {
    again = true
    return
  }
  const { outlineId, outline } = getGeneratorForm()
  // Signed out, or an outline from before outlines were kept: nothing on the account to update.
  if (!outlineId || !outline || !getAccount()) return
  inFlight = true
  setState('saving')
  try {
    await putSavedOutline(outlineId, outline)
    failures = 0
    setState('saved')
  } catch (error) {
    // Removed, or not this account's (another person signed in): retrying cannot help.
    if (errorCode(error) === 'not_found') setState('gone')
    else {
      setState('failed')
      // A bad outline (an empty title while typing) waits for the next edit; anything else is retried.
      if (isNetworkError(error) || errorCode(error) !== 'validation_failed') {
        schedule(SAVE_RETRY_MS[Math.min(failures, SAVE_RETRY_MS.length - 1)]!)
        failures++
      }
    }
  } finally {
    inFlight = false
    if (again) {
      again = false
      schedule(0)
    }
  }
}

/** Call after each edit of the outline: saves once the editing pauses. */
export function scheduleOutlineSave(): void {
  failures = 0
  if (state() === 'gone') return
  schedule(SAVE_DEBOUNCE_MS)
}

/** A new outline (generated or opened) starts with nothing pending. */
export function resetOutlineSave(): void {
  if (timer) clearTimeout(timer)
  timer = null
  failures = 0
  setState('idle')
}

/** Saves now what waits (the tab is being hidden, or a draft is about to start). */
export function flushOutlineSave(): void {
  if (timer || state() === 'failed') schedule(0)
}

export const getOutlineSaveState = (): OutlineSaveState => state()

export const useOutlineSaveState = (): OutlineSaveState => useStoreValue(store, (s) => s)

if (typeof window !== 'undefined') {
  // Back online: a failed save need not wait out its retry.
  window.addEventListener('online', () => {
    if (state() === 'failed') schedule(0)
  })
  window.addEventListener('pagehide', flushOutlineSave)
}
