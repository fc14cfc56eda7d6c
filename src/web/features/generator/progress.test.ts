import { describe, expect, it } from 'vitest'
import { chapterProgressText, draftChapterPercent, nextOutlinePercent, OUTLINE_PROGRESS } from './progress.ts'

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
