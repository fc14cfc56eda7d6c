import { describe, expect, it } from 'vitest'
import { SelectionCleaner } from './selection-cleaner.ts'
import { cleanSelectionReply, type Passage } from './selection-reply.ts'

const passage: Passage = {
  selection: 'Water the seedlings every morning, before the sun is high, so the roots stay cool.',
  before: '## Watering\n\nYoung plants need care.\n\nA steady routine helps most.',
  after: 'Check the soil with a finger first. Dry soil means water.\n\nLater chapters cover feeding.',
}
const SHORT = 'Water the seedlings each morning.'

/** The reply fed in every chunk size: what the stream shows, joined, and what the cleaner keeps. */
function streamed(reply: string, size: number, p: Passage = passage) {
  const cleaner = new SelectionCleaner(p)
  let shown = ''
  for (let i = 0; i < reply.length; i += size) shown += cleaner.push(reply.slice(i, i + size))
  shown += cleaner.end()
  return { shown, text: cleaner.text }
}

describe('cleanSelectionReply', () => {
  it.each([
    ['a passage alone', SHORT],
    ['an opening line', `Here is the shortened passage:\n\n${SHORT}`],
    ['an interjection and an opening', `Sure! Here's the rewritten text:\n${SHORT}`],
    ['an opening on the same line', `Here is the shorter passage: ${SHORT}`],
    ['quotation marks', `"${SHORT}"`],
    ['curly quotation marks after an opening', `Certainly!\n\n“${SHORT}”`],
    ['a code fence', `\`\`\`markdown\n${SHORT}\n\`\`\``],
    ['a sign-off', `${SHORT}\n\nLet me know if you'd like any other changes!`],
    ['the text before it repeated', `A steady routine helps most.\n\n${SHORT}`],
    ['the text after it repeated', `${SHORT} Check the soil with a finger first. Dry soil means water.`],
    ['all of it', `Sure! Here is the revised passage:\n\n"A steady routine helps most. ${SHORT}"\n\nI hope this helps!`],
  ])('keeps only the passage from %s', (_name, reply) => {
    expect(cleanSelectionReply(reply, passage)).toBe(SHORT)
    // Streamed in any chunk size, the deltas join to the same passage.
    for (const size of [1, 3, 7, 1000]) expect(streamed(reply, size)).toEqual({ shown: SHORT, text: SHORT })
  })

  it('keeps the words a passage has of its own: its quotes, its colon, a short repeat', () => {
    const quoted = { ...passage, selection: '"Less is more," she said.' }
    expect(cleanSelectionReply('"Less is more," she said gently.', quoted)).toBe('"Less is more," she said gently.')
    expect(cleanSelectionReply('The key point: plant early and water often.', passage)).toBe('The key point: plant early and water often.')
    expect(cleanSelectionReply('Young plants need care. Water daily.', passage)).toBe('Young plants need care. Water daily.')
  })

  it('keeps Markdown lists and a sign-off-like line the passage itself ends with', () => {
    const list = { ...passage, selection: '- [ ] Water daily\n- [ ] Feed weekly' }
    expect(cleanSelectionReply('- [ ] Water every day\n- [ ] Feed once a week', list)).toBe('- [ ] Water every day\n- [ ] Feed once a week')
    const own = { ...passage, selection: 'Plant early.\n\nLet me know how it goes!' }
    expect(cleanSelectionReply('Plant in spring.\n\nLet me know how it goes!', own)).toBe('Plant in spring.\n\nLet me know how it goes!')
  })

  it('answers nothing for a reply that is all chatter', () => {
    expect(cleanSelectionReply('Sure! Here is the rewritten passage:', passage)).toBe('')
    expect(streamed('Sure!\n\n""', 2).text).toBe('')
  })

  it('drops the opening of a continuation', () => {
    const cleaner = new SelectionCleaner(passage)
    let shown = cleaner.push('Water the seedlings ')
    cleaner.resume()
    shown += cleaner.push('Continuing from where I left off:\neach morning.')
    shown += cleaner.end()
    expect(shown).toBe(SHORT)
    expect(cleaner.text).toBe(SHORT)
  })
})
