import { describe, expect, it } from 'vitest'
import { CLEANER_CORPUS, spansOf } from '../../../../bench/quality-fixtures/cleaner-corpus/corpus.ts'
import { chunksOf, cleanChunks, emptyScore, scoreChapter, scoreCorpus } from '../../../../bench/quality-fixtures/cleaner-corpus/measure.ts'

/** Whole realistic chapters in five languages and Italian (issue 26): the book's text stays, the chatter goes, nothing ends on a bare heading. */
describe('the chapter cleaner on the realistic corpus', () => {
  it.each(CLEANER_CORPUS.map((c) => [c.name, c] as const))('%s', (_name, chapter) => {
    const { raw } = spansOf(chapter.reply)
    for (const chunks of [[raw], [...raw], chunksOf(raw, 7, 9), chunksOf(raw, 11, 60)]) {
      const { content, removals } = cleanChunks(chapter, chunks)
      const score = emptyScore()
      scoreChapter(chapter, content, removals, score)
      expect(score.lost).toEqual([])
      expect(score.leftIn).toEqual([])
      expect(score.emptyHeadingEnds).toBe(0)
      expect(content.startsWith(`## ${chapter.titles.title}\n\n`)).toBe(true)
      // Every removal took chatter only, and says where it stood.
      expect(score.rightActions).toBe(score.actions)
      for (const removal of removals) expect(removal.source).toBe('cleaner')
    }
  })

  it('gives the same text and removals however the reply is split', () => {
    expect(scoreCorpus(CLEANER_CORPUS).mismatches).toEqual([])
  })

  it('keeps every character of the book and removes at least 95% of the chatter', () => {
    const { score } = scoreCorpus(CLEANER_CORPUS)
    expect(score.legitKept).toBe(score.legitChars)
    expect(score.chatterRemoved / score.chatterChars).toBeGreaterThanOrEqual(0.95)
  })
})
