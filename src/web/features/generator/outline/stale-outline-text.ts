import { CREDIT_COSTS } from '@core/generation.ts'
import type { OutlineInput } from '@web/lib/generator/outline-input.ts'

/** The texts for an outline made for an earlier input (docs/product.md#generator, decision 0059); the dialog's are in its own chunk. */
export const STALE_TEXT = {
  draftButton: `Draft the earlier outline (${CREDIT_COSTS.draft} cr)`,
  noteTitle: 'This outline is for earlier details',
  noteAction: 'Regenerate the outline for what you entered now, or draft this one as it is.',
} as const

const LABELS: Record<keyof OutlineInput, string> = {
  topic: 'Topic',
  productType: 'Product type',
  tone: 'Tone',
  targetAudience: 'Target audience',
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** Each changed field with what the outline was made for, as the form's labels and options read. */
export function madeForRows(madeFor: OutlineInput, changed: readonly (keyof OutlineInput)[]): { label: string; value: string }[] {
  return changed.map((field) => {
    const value = madeFor[field].trim()
    if (field === 'productType' || field === 'tone') return { label: LABELS[field], value: capitalised(value) }
    return { label: LABELS[field], value: value || 'None' }
  })
}

/** One line by the draft button: names the earlier topic, or which other details changed. */
export function madeForSummary(madeFor: OutlineInput, changed: readonly (keyof OutlineInput)[]): string {
  if (changed.includes('topic')) return `The outline was made for “${madeFor.topic.trim()}”.`
  const names = changed.map((field) => LABELS[field].toLowerCase())
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
  return `The outline was made for an earlier ${list}.`
}
