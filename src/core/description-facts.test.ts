import { describe, expect, it } from 'vitest'
import { chapterCountMentions, staleChapterCount } from './description-facts.ts'

const counts = (text: string) => chapterCountMentions(text).map((m) => m.count)
const chapters = (n: number, extra: { matter?: string; pageTemplate?: string }[] = []) => [
  ...Array.from({ length: n }, () => ({})),
  ...extra,
]

describe('chapterCountMentions', () => {
  it('finds counts in digits and words, in the sentences descriptions are made of', () => {
    expect(
      counts(
        'A warm, practical ebook that makes sourdough simple to start, written for busy parents. In eight chapters it covers why it matters, how it works and how to make it part of everyday life.',
      ),
    ).toEqual([8])
    expect(counts('Across 12 chapters it moves from the foundations to practical routines.')).toEqual([12])
    expect(counts('7 clear steps take you from setting goals to building habits that last.')).toEqual([7])
    expect(counts('Each of its 7 steps ends with concrete actions and key takeaways.')).toEqual([7])
    expect(counts('Six phases of tick-box items keep every task visible.')).toEqual([6])
    expect(counts('Learn to knit In nine steps, from casting on to your first scarf.')).toEqual([9])
    expect(counts('Organised into seven parts, from pantry to plate.')).toEqual([7])
    expect(counts('A 9-chapter guide to container gardening on a balcony.')).toEqual([9])
    expect(counts('Ten short, practical chapters on budgeting for freelancers.')).toEqual([10])
    expect(counts('Through twelve sections you build a whole year of lesson plans.')).toEqual([12])
  })

  it('reads the other label languages', () => {
    expect(counts('Una guía práctica para principiantes. En ocho capítulos aprenderás a hornear tu propio pan.')).toEqual([8])
    expect(counts('En cinco sencillos pasos, de la masa madre al horno.')).toEqual([5])
    expect(counts('Un guide complet en neuf chapitres pour apprendre la photographie.')).toEqual([9])
    expect(counts('Avec ses sept étapes, ce guide vous accompagne.')).toEqual([7])
    expect(counts('In acht Kapiteln lernen Sie, Ihr eigenes Brot zu backen.')).toEqual([8])
    expect(counts('Ein Ratgeber in zwölf einfachen Schritten.')).toEqual([12])
    expect(counts('Em dez capítulos, você aprende a organizar as finanças da família.')).toEqual([10])
    expect(counts('Un manuale in sei capitoli per coltivare le erbe aromatiche.')).toEqual([6])
    expect(counts('Attraverso sette passaggi, dalla semina al raccolto.')).toEqual([7])
  })

  it('leaves numbers that are not a chapter count', () => {
    expect(counts('Lose 10 pounds in 8 weeks with simple meals your family will love.')).toEqual([])
    expect(counts('The 12 steps of recovery, explained for families.')).toEqual([])
    expect(counts('Mix 3 parts flour to 1 part water for a stiff starter.')).toEqual([])
    expect(counts('Save $500 a month in 30 days with 5 habits and one spreadsheet.')).toEqual([])
    expect(counts('One of the chapters walks you through a 12-step morning routine.')).toEqual([])
    expect(counts('Read it one chapter at a time, in 15 minutes a day.')).toEqual([])
    expect(counts('Written in 2024 for the 3 stages of grief that matter most.')).toEqual([])
    expect(counts('Chapter 3 shows the five mother sauces.')).toEqual([])
  })
})

describe('staleChapterCount', () => {
  const eight = 'A friendly ebook for new bakers. In eight chapters it covers starters, shaping and baking.'

  it('flags a count the chapters no longer bear out, and names it', () => {
    expect(staleChapterCount(eight, chapters(9))).toMatchObject({ count: 8, text: 'eight chapters' })
    expect(staleChapterCount(eight, chapters(7))).toMatchObject({ count: 8 })
  })

  it('accepts the true count: all chapters, the numbered ones, or a checklist without its cheat sheet', () => {
    expect(staleChapterCount(eight, chapters(8))).toBeUndefined()
    expect(staleChapterCount(eight, chapters(8, [{ matter: 'front' }, { matter: 'back' }]))).toBeUndefined()
    expect(staleChapterCount('Work through 6 phases one item at a time.', chapters(6, [{ pageTemplate: 'cheat-sheet' }]))).toBeUndefined()
  })

  it('says nothing about a description that names no count', () => {
    expect(staleChapterCount('Lose 10 pounds in 8 weeks with simple meals.', chapters(9))).toBeUndefined()
    expect(staleChapterCount('', chapters(3))).toBeUndefined()
  })
})
