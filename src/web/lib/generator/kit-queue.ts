import { STARTER_KITS, type StarterKit } from '@core/starter-kits.ts'
import { PRODUCT_TEMPLATES, type ProductTemplate, templateFields } from '@core/templates.ts'
import { type Account, getAccount } from '../auth/account.ts'
import { updateGeneratorForm } from './generator-store.ts'
import { browserStorage } from './generator-storage.ts'
import { KIT_QUEUE_KEY } from './kit-queue-flag.ts'

/**
 * A starter kit's other templates, waiting on the generator as 'Next in this kit' (issue 30).
 * 'Start Kit' fills in the first template (docs/product.md#templates-and-starter-kits) and queues
 * the rest here, in the browser. Like the generator form (decision 0029) the queue is one
 * person's: a visitor's passes to whoever signs in next, a user's is shown to nobody else, and
 * anyone else finding it in storage deletes it unread.
 */
interface StoredKitQueue {
  owner: string | null
  kitId: string
  /** Template titles still to come, in the kit's order. */
  titles: string[]
}

export interface KitQueue {
  kit: StarterKit
  next: ProductTemplate
  /** Templates left after `next`. */
  after: number
}

function parse(text: string | null): StoredKitQueue | null {
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { owner, kitId, titles } = value as Record<string, unknown>
    if (owner !== null && typeof owner !== 'string') return null
    if (typeof kitId !== 'string' || !Array.isArray(titles) || !titles.every((t) => typeof t === 'string')) return null
    return { owner, kitId, titles }
  } catch {
    return null
  }
}

function write(record: StoredKitQueue | null): void {
  const storage = browserStorage()
  try {
    if (record === null || record.titles.length === 0) storage?.removeItem(KIT_QUEUE_KEY)
    else storage?.setItem(KIT_QUEUE_KEY, JSON.stringify(record))
  } catch {
    // Full or blocked storage: the queue is a convenience, the kit's first template is in the form.
  }
  for (const listener of listeners) listener()
}

const listeners = new Set<() => void>()
export function subscribeKitQueue(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The kit's templates after the first, as stored for `owner`. */
export function kitQueueRecord(kit: StarterKit, owner: string | null): StoredKitQueue {
  return { owner, kitId: kit.id, titles: kit.includedTemplates.slice(1) }
}

/** 'Start Kit': the first template into the form (as before), the others into the queue. */
export function startKit(kit: StarterKit): void {
  updateGeneratorForm(templateFields(kit.firstTemplate))
  write(kitQueueRecord(kit, getAccount() ?? null))
}

/**
 * The queue as `account` may see it, or null. Unknown account (the session check has not
 * answered): nothing yet. A visitor's queue becomes the signed-in user's; anyone else's is deleted.
 */
export function readKitQueue(account: Account = getAccount()): KitQueue | null {
  if (account === undefined) return null
  const storage = browserStorage()
  let text: string | null
  try {
    text = storage?.getItem(KIT_QUEUE_KEY) ?? null
  } catch {
    return null
  }
  let record = parse(text)
  if (record === null) {
    // Unreadable (an older shape): gone, so the home page stops loading the banner for it.
    if (text !== null) write(null)
    return null
  }
  if (record.owner !== null && record.owner !== account) {
    write(null)
    return null
  }
  if (record.owner === null && account !== null) write((record = { ...record, owner: account }))
  const kit = STARTER_KITS.find((k) => k.id === record.kitId)
  const queued = record.titles
    .map((title) => PRODUCT_TEMPLATES.find((t) => t.title === title))
    .filter((t): t is (typeof PRODUCT_TEMPLATES)[number] => t !== undefined)
  const [next] = queued
  if (!kit || !next) {
    write(null)
    return null
  }
  return { kit, next, after: queued.length - 1 }
}

/** 'Fill in': the next template into the generator form, and off the queue. */
export function takeNextKitTemplate(): ProductTemplate | null {
  const queue = readKitQueue()
  if (!queue) return null
  updateGeneratorForm(templateFields(queue.next))
  const stored = parse(browserStorage()?.getItem(KIT_QUEUE_KEY) ?? null)
  if (stored) write({ ...stored, titles: stored.titles.filter((t) => t !== queue.next.title) })
  return queue.next
}

/** The banner's close: the rest of the kit is forgotten. */
export function dismissKitQueue(): void {
  write(null)
}
