import type { ProductType, Tone } from '@core/generation.ts'

/** What an outline was made from: the four fields of the generator that shape it (docs/product.md#generator). */
export interface OutlineInput {
  topic: string
  productType: ProductType
  tone: Tone
  targetAudience: string
}

export const OUTLINE_INPUT_FIELDS = ['topic', 'productType', 'tone', 'targetAudience'] as const satisfies readonly (keyof OutlineInput)[]

export const outlineInputOf = ({ topic, productType, tone, targetAudience }: OutlineInput): OutlineInput => ({
  topic,
  productType,
  tone,
  targetAudience,
})

/**
 * Text the writer reads the same: surrounding and repeated whitespace and letter case do not change
 * what an outline is about (decision 0059), so fixing "podcasting " to "Podcasting" keeps the outline.
 */
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The fields in which `current` differs from what its outline was made for; empty when they match,
 * or when nobody knows what the outline was made for (`madeFor` null).
 */
export function changedSince(madeFor: OutlineInput | null, current: OutlineInput): (keyof OutlineInput)[] {
  if (!madeFor) return []
  return OUTLINE_INPUT_FIELDS.filter((field) => comparable(madeFor[field]) !== comparable(current[field]))
}

/** The form's outline was made for an earlier input (decision 0059): its draft must be asked for explicitly. */
export function isOutlineStale(form: OutlineInput & { outline: unknown; outlineInput: OutlineInput | null }): boolean {
  return form.outline !== null && changedSince(form.outlineInput, form).length > 0
}
