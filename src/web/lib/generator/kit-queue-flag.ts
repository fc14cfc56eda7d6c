import type { ProductType, Tone } from '@core/generation.ts'

/**
 * Where a starter kit's queue of templates waits (issue 30, decision 105): 'Start Kit' writes it
 * (features/starter-kits/start-kit.ts), the generator's 'Next in this kit' banner reads it
 * (kit-queue.ts). This file is all the home page carries: whether a queue exists, so the banner's
 * code loads only then.
 */
export const KIT_QUEUE_KEY = 'folio-kit-queue-v1'

export function hasKitQueue(): boolean {
  try {
    return localStorage.getItem(KIT_QUEUE_KEY) !== null
  } catch {
    return false
  }
}

/** One template waiting: what it fills in, under its title. */
export interface QueuedTemplate {
  title: string
  topic: string
  productType: ProductType
  tone: Tone
  targetAudience: string
}

/**
 * The stored queue. It carries the templates' fields rather than their names, so the banner needs
 * neither the kits' nor the templates' tables. `owner`: a user id, or null for a visitor's (decision 29).
 */
export interface StoredKitQueue {
  owner: string | null
  kit: string
  next: QueuedTemplate[]
}
