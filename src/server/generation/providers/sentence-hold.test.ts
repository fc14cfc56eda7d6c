import { describe, expect, it } from 'vitest'
import { SentenceHold } from './sentence-hold.ts'

function run(deltas: string[], ending: 'cut' | 'flush') {
  const hold = new SentenceHold()
  hold.activate()
  const out = deltas.map((d) => hold.push(d)).join('')
  return out + (ending === 'cut' ? hold.cut() : hold.flush())
}

describe('SentenceHold', () => {
  it('passes text straight through until activated', () => {
    const hold = new SentenceHold()
    expect(hold.push('half a sen')).toBe('half a sen')
  })

  it('releases complete sentences as they come and keeps the unfinished one', () => {
    const hold = new SentenceHold()
    hold.activate()
    expect(hold.push('One. Tw')).toBe('One.')
    expect(hold.push('o! Three')).toBe(' Two!')
    expect(hold.cut()).toBe('')
  })

  it.each([
    [['Costs 3.', '5 dollars. Then'], 'Costs 3.5 dollars.'],
    [['He said "stop." And th'], 'He said "stop."'],
    [['- item one\n- item tw'], '- item one'],
    [['Done.\n\n### Next\n\nSome'], 'Done.'],
    [['Ends well.'], 'Ends well.'],
    [['东京很大。大阪'], '东京很大。'],
  ])('cut %j keeps %j', (deltas, kept) => {
    expect(run(deltas, 'cut')).toBe(kept)
  })

  it('gives everything back when the text ends normally', () => {
    expect(run(['One. Tw', 'o and', ' more'], 'flush')).toBe('One. Two and more')
  })
})
