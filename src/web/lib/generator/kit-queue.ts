import { createStore } from 'zustand/vanilla'
import { PRODUCT_TYPES, TONES } from '@core/generation.ts'
import { type Account, getAccount } from '../auth/account.ts'
import { updateGeneratorForm } from './generator-store.ts'
import { KIT_QUEUE_KEY, type QueuedTemplate, type StoredKitQueue } from './kit-queue-flag.ts'

/**
 * A starter kit's other templates, waiting on the generator as 'Next in this kit' (issue 30,
 * decision 105); 'Start Kit' writes the queue (features/starter-kits/start-kit.ts). Like the
 * generator form (decision 0029) it is one person's: a visitor's passes to whoever signs in next,
 * a user's is shown to nobody else, and anyone else finding it in storage deletes it unread.
 * Only the banner imports this, so it loads with the banner.
 */
export interface KitQueue {
  kit: string
  next: QueuedTemplate
  /** Templates left after `next`. */
  after: number
}

const isText = (v: unknown): v is string => typeof v === 'string'

function isTemplate(v: unknown): v is QueuedTemplate {
  if (typeof v !== 'object' || v === null) return false
  const t = v as Record<string, unknown>
  return (
    isText(t.title) &&
    isText(t.topic) &&
    isText(t.targetAudience) &&
    (PRODUCT_TYPES as readonly unknown[]).includes(t.productType) &&
    (TONES as readonly unknown[]).includes(t.tone)
  )
}

export function parseKitQueue(text: string | null): StoredKitQueue | null {
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { owner, kit, next } = value as Record<string, unknown>
    if (owner !== null && !isText(owner)) return null
    if (!isText(kit) || !Array.isArray(next) || !next.every(isTemplate)) return null
    return { owner, kit, next }
  } catch {
    return null
  }
}

// The queue itself lives in localStorage (another tab may write it); this counts this tab's writes, so the banner reads it again.
const writes = createStore<number>()(() => 0)
export const subscribeKitQueue = (listener: () => void): (() => void) => writes.subscribe(() => listener())

function write(record: StoredKitQueue | null): void {
  try {
    if (record === null || record.next.length === 0) localStorage.removeItem(KIT_QUEUE_KEY)
    else localStorage.setItem(KIT_QUEUE_KEY, JSON.stringify(record))
  } catch {
    // Full or blocked storage: the queue is a convenience.
  }
  writes.setState((n) => n + 1)
}

function stored(): { text: string | null; record: StoredKitQueue | null } {
  try {
    const text = localStorage.getItem(KIT_QUEUE_KEY)
    return { text, record: parseKitQueue(text) }
  } catch {
    return { text: null, record: null }
  }
}

/**
 * The queue as `account` may see it, or null. Unknown account (the session check has not
 * answered): nothing yet. A visitor's queue becomes the signed-in user's; anyone else's, and an
 * unreadable one, is deleted.
 */
export function readKitQueue(account: Account = getAccount()): KitQueue | null {
  if (account === undefined) return null
  const found = stored()
  let record = found.record
  const text = found.text
  if (record === null || (record.owner !== null && record.owner !== account) || record.next.length === 0) {
    if (text !== null) write(null)
    return null
  }
  if (record.owner === null && account !== null) write((record = { ...record, owner: account }))
  const [next] = record.next
  return next ? { kit: record.kit, next, after: record.next.length - 1 } : null
}

/** 'Fill in the form': the next template into the generator form, and off the queue. */
export function takeNextKitTemplate(): QueuedTemplate | null {
  const queue = readKitQueue()
  const { record } = stored()
  if (!queue || !record) return null
  const { title: _title, ...fields } = queue.next
  updateGeneratorForm(fields)
  write({ ...record, next: record.next.slice(1) })
  return queue.next
}

/** The banner's 'Dismiss': the rest of the kit is forgotten. */
export function dismissKitQueue(): void {
  write(null)
}
