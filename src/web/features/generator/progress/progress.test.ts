import { describe, expect, it } from 'vitest'
import { chapterProgressText, draftChapterPercent, draftRunProgress, nextOutlinePercent, OUTLINE_PROGRESS } from './progress.ts'

describe('outline progress', () => {
  it('rises by 8 from 25 and stops at 90', () => {
    const seen: number[] = [OUTLINE_PROGRESS.start]
    for (let i = 0; i < 12; i++) seen.push(nextOutlinePercent(seen.at(-1) as number))
    expect(seen).toEqual([25, 33, 41, 49, 57, 65, 73, 81, 89, 90, 90, 90, 90])
  })
})

describe('draft progress', () => {
  it('is 10 + 70 × the fraction written', () => {
    expect(draftChapterPercent(0, 7)).toBe(10)
    expect(draftChapterPercent(3, 7)).toBe(40)
    expect(draftChapterPercent(7, 7)).toBe(80)
    expect(draftChapterPercent(1, 3)).toBe(33)
  })

  it('stays within 10–80 whatever it is given', () => {
    expect(draftChapterPercent(9, 3)).toBe(80)
    expect(draftChapterPercent(-1, 3)).toBe(10)
    expect(draftChapterPercent(0, 0)).toBe(10)
  })

  it("names the chapter as 'i/n: title' counting from 1", () => {
    expect(chapterProgressText(0, 5, 'Grip basics')).toBe('Generating chapter 1/5: Grip basics')
  })
})

describe('the progress of chapters written at once', () => {
  const chapters = (statuses: string[]) => statuses.map((status, i) => ({ title: `T${i + 1}`, status }))

  it("says 'Starting draft generation...' at 5 until the first text arrives", () => {
    expect(draftRunProgress(chapters(['writing', 'writing', 'writing']), false)).toEqual({
      text: 'Starting draft generation...',
      percent: 5,
    })
  })

  it('says the draft waits for the AI writer while every chapter being written is queued (decision 77)', () => {
    const queued = (places: (number | undefined)[]) => places.map((queued, i) => ({ title: `T${i + 1}`, status: 'writing', queued }))
    expect(draftRunProgress(queued([3, 4, 5]), false)).toEqual({
      text: 'Waiting for the AI writer: 2 requests ahead of your draft...',
      percent: 5,
    })
    expect(draftRunProgress(queued([1, 2]), false).text).toBe('Waiting for the AI writer: your draft is next...')
    // One chapter got a place: the draft has started.
    expect(draftRunProgress(queued([undefined, 2]), false).text).toBe('Starting draft generation...')
  })

  it('counts finished chapters and names the earliest one still being written', () => {
    expect(draftRunProgress(chapters(['writing', 'writing', 'writing', 'writing']), true)).toEqual({
      text: 'Generating chapter 1/4: T1',
      percent: 10,
    })
    // Chapters 3 and 4 finished first: two are done, chapter 1 is still the earliest being written.
    expect(draftRunProgress(chapters(['writing', 'writing', 'done', 'done']), true)).toEqual({
      text: 'Generating chapter 3/4: T1',
      percent: 45,
    })
    expect(draftRunProgress(chapters(['done', 'failed', 'done', 'writing']), true)).toEqual({
      text: 'Generating chapter 3/4: T4',
      percent: 45,
    })
    expect(draftRunProgress(chapters(['done', 'done', 'done', 'done']), true)).toEqual({ text: 'Generating chapter 4/4: T4', percent: 80 })
  })
})
