import { describe, expect, it } from 'vitest'
import { SELECTION_LIMITS, selectionRequestSchema } from './selection-schemas.ts'

describe('selectionRequestSchema', () => {
  it('accepts Try again after a suggestion longer than any selection (an Expand), keeping its start', () => {
    const previous = 'word '.repeat(SELECTION_LIMITS.selection)
    const parsed = selectionRequestSchema.safeParse({ action: 'expand', selection: 'A short passage.', previous })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.previous).toHaveLength(SELECTION_LIMITS.selection)
  })
})
