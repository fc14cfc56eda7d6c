import { describe, expect, it } from 'vitest'
import { findSentence } from './find-sentence.ts'

const pick = (source: string, excerpt: string) => {
  const found = findSentence(source, excerpt)
  return found && source.slice(found.start, found.end)
}

describe('findSentence (decision 110)', () => {
  it('finds a plain sentence where it stands', () => {
    const text = '## Costs\n\nA budget helps. 73% of people overspend on food. Track it.'
    expect(pick(text, '73% of people overspend on food.')).toBe('73% of people overspend on food.')
  })

  it('reads through inline Markdown, links and escapes', () => {
    const text = 'Intro. It is **very** important to [track](https://example.com/a) *every* purchase\\!\n'
    expect(pick(text, 'It is very important to track every purchase!')).toBe(
      'It is **very** important to [track](https://example.com/a) *every* purchase\\!',
    )
  })

  it('takes the marks of a sentence that starts or ends in bold or italics with it', () => {
    expect(pick('Before. **Warm up** for ten minutes. After.', 'Warm up for ten minutes.')).toBe('**Warm up** for ten minutes.')
    expect(pick('Before. *Warm up for ten minutes.* After.', 'Warm up for ten minutes.')).toBe('*Warm up for ten minutes.*')
    expect(pick('**Tip:** Warm up first.', 'Warm up first.')).toBe('Warm up first.')
  })

  it('treats curly and straight quotes, dashes, line breaks and case alike', () => {
    const text = 'She said “don’t rush” —\n  then   left.'
    expect(pick(text, 'She said "don\'t rush" - then left.')).toBe(text)
    expect(pick('THE END.', 'the end.')).toBe('THE END.')
  })

  it('finds a sentence the note cut short with an ellipsis, up to its end', () => {
    const sentence = `${'A very long sentence about budgets '.repeat(3)}that goes on and on.`
    const excerpt = `${sentence.slice(0, 60)}…`
    expect(pick(`Start. ${sentence} Next one.`, excerpt)).toBe(sentence)
  })

  it('says so when the sentence is no longer there', () => {
    expect(findSentence('Nothing of the kind here.', '73% of people overspend on food.')).toBeNull()
    expect(findSentence('Some text.', '  ')).toBeNull()
  })
})
