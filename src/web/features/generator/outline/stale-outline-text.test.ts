import { describe, expect, it } from 'vitest'
import type { OutlineInput } from '@web/lib/generator/outline-input.ts'
import { madeForRows, madeForSummary } from './stale-outline-text.ts'

const madeFor: OutlineInput = { topic: ' Podcasting for beginners ', productType: 'ebook', tone: 'professional', targetAudience: '' }

describe('what an outline was made for, in words', () => {
  it('names the earlier topic by the draft button when the topic changed', () => {
    expect(madeForSummary(madeFor, ['topic', 'tone'])).toBe('The outline was made for “Podcasting for beginners”.')
  })

  it('names the other fields that changed when the topic did not', () => {
    expect(madeForSummary(madeFor, ['tone'])).toBe('The outline was made for an earlier tone.')
    expect(madeForSummary(madeFor, ['productType', 'tone', 'targetAudience'])).toBe(
      'The outline was made for an earlier product type, tone and target audience.',
    )
  })

  it('lists each changed field with the value the outline was made for, as the form shows it', () => {
    expect(madeForRows(madeFor, ['topic', 'productType', 'tone', 'targetAudience'])).toEqual([
      { label: 'Topic', value: 'Podcasting for beginners' },
      { label: 'Product type', value: 'Ebook' },
      { label: 'Tone', value: 'Professional' },
      { label: 'Target audience', value: 'None' },
    ])
  })
})
