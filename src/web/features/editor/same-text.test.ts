import { describe, expect, it } from 'vitest'
import { sameChapter, sameText } from './same-text.ts'

describe('sameText (decision 61)', () => {
  it('ignores line endings and spaces at the ends of lines and of the text', () => {
    expect(sameText('## A\r\n\r\nText.  \r\n', '## A\n\nText.')).toBe(true)
    expect(sameText('## A\n\nText.\n\n\n', '## A\n\nText.')).toBe(true)
  })

  it('sees any other change: a word, inner spacing, indentation, a blank line between paragraphs', () => {
    expect(sameText('Text one.', 'Text two.')).toBe(false)
    expect(sameText('a  b', 'a b')).toBe(false)
    expect(sameText('- a\n  - b', '- a\n- b')).toBe(false)
    expect(sameText('a\nb', 'a\n\nb')).toBe(false)
  })

  it('compares the chapter title too, trimmed', () => {
    expect(sameChapter({ title: ' Warm-up ', content: 'x' }, { title: 'Warm-up', content: 'x\n' })).toBe(true)
    expect(sameChapter({ title: 'Warm-up', content: 'x' }, { title: 'Cool-down', content: 'x' })).toBe(false)
  })
})
