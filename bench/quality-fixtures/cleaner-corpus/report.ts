import { mark, table } from '../../format.ts'
import { CLEANER_CORPUS } from './corpus.ts'
import { scoreCorpus } from './measure.ts'

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`)

/**
 * The chapter cleaner on the realistic corpus (issue 26), by characters and by action: the share
 * of the book's text kept, of the chatter removed, and of what was removed that was chatter.
 * Returns whether its goals hold (100% kept, ≥ 95% of chatter removed, same text however split).
 */
export function reportCleaner(): boolean {
  const { score, mismatches } = scoreCorpus(CLEANER_CORPUS)
  const removedChars = score.chatterRemoved + (score.legitChars - score.legitKept)
  const languages = [...new Set(CLEANER_CORPUS.map((c) => c.language))].join(', ')
  console.log(`\nChapter cleaner on ${CLEANER_CORPUS.length} whole chapters (${languages}), whole, char by char and in seeded chunks`)
  console.log(
    table([
      ['measure', 'value'],
      ['book text kept (chars)', `${pct(score.legitKept, score.legitChars)} of ${score.legitChars}`],
      ['chatter removed = recall (chars)', `${pct(score.chatterRemoved, score.chatterChars)} of ${score.chatterChars}`],
      ['removed that was chatter = precision (chars)', pct(score.chatterRemoved, removedChars)],
      ['chatter passages removed (actions)', `${score.chatterSpansRemoved} of ${score.chatterSpans}`],
      ['removals that took chatter only (actions)', `${score.rightActions} of ${score.actions}`],
      ['chapters ending on an empty heading', String(score.emptyHeadingEnds)],
      ['splits giving another text', String(mismatches.length)],
    ]),
  )
  for (const line of score.lost) console.log(`  lost: ${line}`)
  for (const line of score.leftIn) console.log(`  left in: ${line}`)
  const goals: [string, boolean][] = [
    ['cleaner keeps 100% of the book text', score.legitKept === score.legitChars],
    ['cleaner removes ≥ 95% of the chatter (chars)', score.chatterRemoved >= 0.95 * score.chatterChars],
    ['no chapter ends on an empty heading; every split gives the same text', score.emptyHeadingEnds === 0 && mismatches.length === 0],
  ]
  console.log(goals.map(([text, pass]) => `${mark(pass)} ${text}`).join('\n'))
  return goals.every(([, pass]) => pass)
}
