import { describe, expect, it } from 'vitest'
import type { QualityNote } from '@core/generation-schemas.ts'
import { SELECTION_LIMITS } from '@core/selection-schemas.ts'
import { fixInstruction, notesAfterFix } from './note-fix.ts'

const note = (over: Partial<QualityNote>): QualityNote => ({
  id: 'unsourced-open',
  kind: 'unsourced',
  text: '1 statistic to verify',
  excerpts: ['73% of people overspend on food.'],
  status: 'open',
  ...over,
})

describe('fixInstruction (decision 110)', () => {
  it('asks for what each kind of note calls for', () => {
    expect(fixInstruction(note({ kind: 'phrase', text: '2 overused phrases: delve into, tapestry' }))).toContain(
      'without the overused wording (delve into, tapestry)',
    )
    expect(fixInstruction(note({ kind: 'repetition', otherChapter: 3, text: 'Shares the phrase “x” with chapter 3' }))).toContain(
      'repeats chapter 3 word for word: say it differently and shorter',
    )
    expect(fixInstruction(note({}))).toMatch(/soften it .* "\(source to verify\)"/)
  })

  it('stays within what the server takes as an instruction', () => {
    const long = note({ kind: 'phrase', text: `9 overused phrases: ${'a very long phrase, '.repeat(30)}` })
    expect(fixInstruction(long).length).toBeLessThanOrEqual(SELECTION_LIMITS.instruction)
  })
})

describe('notesAfterFix', () => {
  const two = note({ id: 'phrase-open', kind: 'phrase', excerpts: ['First one.', 'Second one.'] })
  const other = note({})

  it('marks the note fixed once none of its sentences is left, and leaves the others alone', () => {
    expect(notesAfterFix([two, other], 'phrase-open', 'Reworded. Also reworded. 73% of people overspend on food.')).toEqual([
      { ...two, status: 'fixed' },
      other,
    ])
  })

  it('keeps the note open while one of its sentences is still there', () => {
    expect(notesAfterFix([two, other], 'phrase-open', 'Reworded. Second one.')).toEqual([two, other])
  })
})
