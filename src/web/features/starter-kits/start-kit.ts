import type { StarterKit } from '@core/starter-kits.ts'
import { PRODUCT_TEMPLATES, templateFields } from '@core/templates.ts'
import { getAccount } from '@web/lib/auth/account.ts'
import { updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { KIT_QUEUE_KEY, type StoredKitQueue } from '@web/lib/generator/kit-queue-flag.ts'

/** The kit's templates after the first, as the generator's 'Next in this kit' will offer them. */
export function kitQueueRecord(kit: StarterKit, owner: string | null): StoredKitQueue {
  const next = kit.includedTemplates.slice(1).flatMap((title) => {
    const template = PRODUCT_TEMPLATES.find((t) => t.title === title)
    return template ? [{ title, ...templateFields(template) }] : []
  })
  return { owner, kit: kit.title, next }
}

/**
 * 'Start Kit' (docs/product.md#templates-and-starter-kits): the first template into the form, as
 * the spec has it, and the others into the browser's queue for the generator (issue 30).
 */
export function startKit(kit: StarterKit): void {
  updateGeneratorForm(templateFields(kit.firstTemplate))
  const record = kitQueueRecord(kit, getAccount() ?? null)
  try {
    if (record.next.length > 0) localStorage.setItem(KIT_QUEUE_KEY, JSON.stringify(record))
    else localStorage.removeItem(KIT_QUEUE_KEY)
  } catch {
    // Blocked storage: the first template is in the form; the queue is a convenience.
  }
}
