import { describe, expect, it } from 'vitest'
import { applySuggestion, passageOf } from './selection-core.ts'
import { suggestionDiff } from './suggestion-diff.ts'

const text = '## Title\n\nFirst paragraph here.\n\nSecond paragraph.\n'

describe('selection core', () => {
  it('takes the selected passage without the blanks at its ends, and the text around it', () => {
    const start = text.indexOf('First') - 2
    const passage = passageOf({ text, start, end: text.indexOf('Second') })
    expect(passage).toEqual({
      start: start + 2,
      end: text.indexOf('here.') + 5,
      selection: 'First paragraph here.',
      before: '## Title\n\n',
      after: '\n\nSecond paragraph.\n',
    })
    expect(passageOf({ text, start: 8, end: 10 })).toBeNull()
    expect(passageOf({ text, start: 5, end: 5 })).toBeNull()
  })

  it('replaces only the passage, and nothing when the text moved under it', () => {
    const passage = passageOf({ text, start: text.indexOf('First'), end: text.indexOf('here.') + 5 })!
    expect(applySuggestion(text, passage, 'Short one.')).toBe('## Title\n\nShort one.\n\nSecond paragraph.\n')
    expect(applySuggestion(`x${text}`, passage, 'Short one.')).toBeNull()
  })

  it('applies a passage measured in the text box (LF) to a chapter stored with CRLF line endings', () => {
    const passage = passageOf({ text, start: text.indexOf('Second'), end: text.indexOf('paragraph.') + 10 })!
    expect(applySuggestion(text.replace(/\n/g, '\r\n'), passage, 'Other.')).toBe(text.replace('Second paragraph.', 'Other.'))
  })

  it('diffs the passage word by word', () => {
    expect(suggestionDiff('Water the plants daily.', 'Water plants every day.')).toEqual([
      { text: 'Water ', kind: 'same' },
      { text: 'the ', kind: 'removed' },
      { text: 'plants ', kind: 'same' },
      { text: 'daily', kind: 'removed' },
      { text: 'every day', kind: 'added' },
      { text: '.', kind: 'same' },
    ])
  })
})
