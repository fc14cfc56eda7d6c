import { LAUNCH_EMAIL_PLAN, LAUNCH_LIMITS } from '@core/launch-kit.ts'
import { generatedPieceSchemas } from '@core/launch-kit-schemas.ts'
import { describe, expect, it } from 'vitest'
import type { LaunchBrief } from '../providers/provider.ts'
import { emailDays, isBusinessAudience, kdpAiDisclosure, kdpSelectNote, suggestedPrice } from './folio-fields.ts'

const brief = (over: Partial<LaunchBrief> & { chapterCount?: number } = {}): LaunchBrief => {
  const { chapterCount = 10, ...rest } = over
  return {
    title: 'Calm Mornings',
    description: 'A gentle start to the day.',
    productType: 'ebook',
    tone: 'friendly',
    chapters: Array.from({ length: chapterCount }, (_, i) => ({ title: `Chapter ${i + 1}` })),
    firstChapter: { title: 'Chapter 1', content: 'Text.' },
    wordCount: 15_000,
    ...rest,
  }
}

describe("Folio's own fields", () => {
  it('keeps every text within its limit, even for a very long title', () => {
    const long = brief({ title: 'A'.repeat(200), targetAudience: 'x'.repeat(300) })
    for (const b of [brief(), long]) {
      expect(kdpAiDisclosure(b).length).toBeLessThanOrEqual(LAUNCH_LIMITS.paragraph)
      expect(suggestedPrice(b).reasoning.length).toBeLessThanOrEqual(LAUNCH_LIMITS.paragraph)
    }
    expect(kdpSelectNote().length).toBeLessThanOrEqual(LAUNCH_LIMITS.paragraph)
  })

  it('tells the creator to disclose the text as AI-generated, says why, and that buyers do not see it', () => {
    const text = kdpAiDisclosure(brief())
    expect(text).toContain('Calm Mornings')
    expect(text).toMatch(/answer Yes/)
    expect(text).toMatch(/text as AI-generated/)
    expect(text).toMatch(/even if you then edited them substantially/)
    expect(text).toMatch(/AI-assisted .*need not be disclosed/)
    expect(text).toMatch(/If your cover art came from an image model/)
    expect(text).toMatch(/buyers do not see it/)
  })

  it("states KDP Select's exclusivity: the stores it rules out, the renewing terms, and that print is free", () => {
    const note = kdpSelectNote()
    for (const word of ['90-day', 'renew automatically', 'own website', 'Gumroad', 'Payhip', 'Etsy', 'paperback is not covered'])
      expect(note).toContain(word)
  })

  it('prices by product type and length, on the bands of the pricing guide, in whole dollars', () => {
    const price = (over: Partial<LaunchBrief> & { chapterCount?: number }) => suggestedPrice(brief(over)).amount
    expect(price({ productType: 'checklist', chapterCount: 4, wordCount: 1500 })).toBe(9)
    expect(price({ productType: 'checklist', chapterCount: 9, wordCount: 3000 })).toBe(12)
    expect(price({ productType: 'planner', chapterCount: 6, wordCount: 2000 })).toBe(15)
    expect(price({ productType: 'planner', chapterCount: 12, wordCount: 4000 })).toBe(19)
    expect(price({ productType: 'planner', chapterCount: 20, wordCount: 6000 })).toBe(24)
    expect(price({ productType: 'guide', wordCount: 5000 })).toBe(12)
    expect(price({ productType: 'guide', wordCount: 12_000 })).toBe(17)
    expect(price({ productType: 'guide', wordCount: 30_000 })).toBe(24)
    expect(price({ productType: 'ebook', wordCount: 8000 })).toBe(15)
    expect(price({ productType: 'ebook', wordCount: 18_000 })).toBe(19)
    expect(price({ productType: 'ebook', wordCount: 30_000 })).toBe(24)
    expect(price({ productType: 'ebook', wordCount: 60_000 })).toBe(29)
  })

  it('raises the price one step for a business audience, and says so', () => {
    const plain = suggestedPrice(brief({ targetAudience: 'busy parents' }))
    const business = suggestedPrice(brief({ targetAudience: 'Small business owners' }))
    expect(business.amount).toBeGreaterThan(plain.amount)
    expect(business.reasoning).toContain('Small business owners')
    expect(plain.reasoning).not.toContain('one step higher')
    expect(isBusinessAudience('HR managers')).toBe(true)
    expect(isBusinessAudience('new parents')).toBe(false)
  })

  it('names the band and the length, says it is a starting point to test, and is valid and deterministic', () => {
    const price = suggestedPrice(brief({ wordCount: 18_400 }))
    expect(price.currency).toBe('USD')
    expect(Number.isInteger(price.amount)).toBe(true)
    expect(price.reasoning).toMatch(/Core band/)
    expect(price.reasoning).toContain('about 18,000 words in 10 chapters')
    expect(price.reasoning).toMatch(/suggestion/i)
    expect(price.reasoning).toMatch(/starting point to test/)
    expect(suggestedPrice(brief({ wordCount: 18_400 }))).toEqual(price)
    expect(generatedPieceSchemas.storeCopy.shape.suggestedPrice.safeParse(price).success).toBe(true)
  })

  it('counts chapters without the front and back matter', () => {
    const b = brief({
      chapterCount: 0,
      chapters: [{ title: 'Introduction', matter: 'front' }, { title: 'One' }, { title: 'Two' }, { title: 'Notes', matter: 'back' }],
    })
    expect(suggestedPrice(b).reasoning).toContain('in 2 chapters')
  })

  it("gives the emails the launch guide's days", () => {
    expect(emailDays()).toEqual(LAUNCH_EMAIL_PLAN.map((e) => ({ ...e })))
  })
})
