import { describe, expect, it } from 'vitest'
import { KDP_HTML_TAGS, LAUNCH_EMAIL_PLAN, LAUNCH_PIECES } from '@core/launch-kit.ts'
import { generatedPieceSchemas } from '@core/launch-kit-schemas.ts'
import { BRIEF, CHAPTER_ONE, REPLIES } from '../../../../tests/support/launch-kit-replies.ts'
import { ProviderError } from '../providers/provider-error.ts'
import {
  cleanHashtag,
  cleanKeyword,
  excerptInChapter,
  fitKdpHtml,
  fitLaunchPiece,
  openingExcerpt,
  titleWords,
  trimAtWord,
  trimProse,
} from './launch-fit.ts'

const words = 'Plan a week of dinners in one afternoon with a list you can shop in one trip and cook once for the whole family'

/** Every word of `cut` is a whole word of `from`, in order from the start. */
function cutAtWord(cut: string, from: string): void {
  expect(from.startsWith(cut)).toBe(true)
  expect([' ', undefined]).toContain(from[cut.length])
}

describe('trimming', () => {
  it.each([20, 37, 50, 51, 80])('cuts at a word boundary, never mid-word, within %i characters', (max) => {
    const cut = trimAtWord(words, max)
    expect(cut.length).toBeLessThanOrEqual(max)
    cutAtWord(cut, words)
    expect(cut.length).toBeGreaterThan(max - 12)
  })

  it('keeps a text that fits, and gives nothing for a first word longer than the limit', () => {
    expect(trimAtWord('  Short  ', 20)).toBe('Short')
    expect(trimAtWord('Supercalifragilisticexpialidocious', 20)).toBe('')
    expect(trimAtWord('Plan, shop and cook', 6)).toBe('Plan')
  })

  it('ends prose at a sentence when one is near, else at a word', () => {
    const prose = 'Dinner is decided on Sunday. The list is written once. Then the week runs itself without a single question.'
    expect(trimProse(prose, 70)).toBe('Dinner is decided on Sunday. The list is written once.')
    expect(trimProse('One long sentence that goes on and on without a stop anywhere near', 40)).toBe(
      'One long sentence that goes on and on',
    )
    expect(trimProse('Save time every week. Prices start at 3.50 for the whole printable planner set', 40)).toBe('Save time every week.')
  })
})

describe("KDP's description", () => {
  const paragraph = (n: number) => `<p>Paragraph ${n}. ${'Plan your dinners on Sunday and shop once. '.repeat(8)}</p>`

  it('removes what KDP refuses, keeping the text', () => {
    expect(fitKdpHtml('<div class="x"><p style="a">Hi <a href="https://x">there</a></p><script>alert(1)</script></div>')).toBe(
      '<p>Hi there</p>',
    )
  })

  it('drops whole elements past 4,000 characters (tags counted), so the HTML stays well formed', () => {
    const html = Array.from({ length: 20 }, (_, i) => paragraph(i + 1)).join('')
    expect(html.length).toBeGreaterThan(4000)
    const fitted = fitKdpHtml(html)
    expect(fitted.length).toBeLessThanOrEqual(4000)
    expect(fitted.length).toBeGreaterThan(3000)
    expect(fitted.startsWith(paragraph(1))).toBe(true)
    expect(fitted).toMatch(/<\/p>$/)
    expect(fitted.match(/<p>/g)?.length).toBe(fitted.match(/<\/p>/g)?.length)
    for (const tag of fitted.match(/<\/?([a-z0-9]+)>/g) ?? []) expect(KDP_HTML_TAGS).toContain(tag.replace(/[</>]/g, ''))
  })

  it('cuts one element too long for the room by sentences, and a list by items', () => {
    const long = `<p>${'Plan your dinners on Sunday and shop once. '.repeat(120)}</p>`
    const fitted = fitKdpHtml(long)
    expect(fitted.length).toBeLessThanOrEqual(4000)
    expect(fitted).toMatch(/^<p>Plan.*once\.<\/p>$/)
    const list = `<p>Intro.</p><ul>${Array.from({ length: 200 }, (_, i) => `<li>Item number ${i} of the list</li>`).join('')}</ul>`
    const cut = fitKdpHtml(list)
    expect(cut.length).toBeLessThanOrEqual(4000)
    expect(cut).toMatch(/^<p>Intro\.<\/p><ul>(<li>Item number \d+ of the list<\/li>)+<\/ul>$/)
  })
})

describe('keywords, tags and hashtags', () => {
  const title = titleWords('Meal Prep Made Simple', 'en')

  it("drops the title's words and KDP's banned words from a keyword", () => {
    expect(cleanKeyword('simple meal prep for busy parents', title)).toBe('for busy parents')
    expect(cleanKeyword('free bestselling dinner planner', title)).toBe('dinner planner')
    expect(cleanKeyword('kindle unlimited cookbook', title)).toBe('cookbook')
    expect(cleanKeyword(`weeknight ${'dinner '.repeat(12)}`, title).length).toBeLessThanOrEqual(50)
  })

  it('makes a hashtag of one word starting with #', () => {
    expect(cleanHashtag('meal prep')).toBe('#mealprep')
    expect(cleanHashtag('##Sunday-Cooking!')).toBe('#SundayCooking')
    expect(cleanHashtag('#')).toBe('')
  })
})

describe('the excerpt', () => {
  it('is found word for word, across Markdown marks, quote styles and line breaks', () => {
    expect(excerptInChapter('Meal prep moves that decision to Sunday, when you have time to think.', CHAPTER_ONE)).toBe(true)
    expect(excerptInChapter('Meal prep moves that decision to Saturday, when you have time to think.', CHAPTER_ONE)).toBe(false)
    expect(excerptInChapter('…nothing in it is dinner. Meal prep moves that decision…', CHAPTER_ONE)).toBe(true)
  })

  it("falls back to chapter 1's opening paragraphs, whole sentences, within 1,500 characters", () => {
    expect(openingExcerpt(CHAPTER_ONE)).toBe(CHAPTER_ONE.split('\n\n').slice(1, 3).concat(CHAPTER_ONE.split('\n\n').slice(4)).join('\n\n'))
    const long = `## Title\n\n${'Plan your dinners on Sunday. '.repeat(100)}`
    const cut = openingExcerpt(long)
    expect(cut.length).toBeLessThanOrEqual(1500)
    expect(cut).toMatch(/Sunday\.$/)
  })
})

describe('fitLaunchPiece', () => {
  it.each(LAUNCH_PIECES)("makes a good %s reply into a valid piece with Folio's own fields", (piece) => {
    const value = fitLaunchPiece(piece, REPLIES[piece] as never, BRIEF)
    expect(generatedPieceSchemas[piece].safeParse(value).success).toBe(true)
  })

  it('fills the emails’ days and kinds from the plan, and the sales page’s choices', () => {
    const emails = fitLaunchPiece('emails', REPLIES.emails, BRIEF)
    expect(emails.map((e) => [e.kind, e.day])).toEqual(LAUNCH_EMAIL_PLAN.map((e) => [e.kind, e.day]))
    const page = fitLaunchPiece('salesPage', REPLIES.salesPage, BRIEF)
    expect(page).toMatchObject({ headlineIndex: 0, showGuarantee: true, excerpt: REPLIES.salesPage.excerpt })
  })

  it('fits a reply over every limit, at word boundaries, never past a limit', () => {
    const long = (n: number) => `${words} `.repeat(n).trim()
    const kdp = fitLaunchPiece(
      'kdp',
      {
        ...REPLIES.kdp,
        subtitle: long(3),
        keywords: [...REPLIES.kdp.keywords.map((k) => `${k} ${long(1)}`), 'extra one', 'extra two'],
        descriptionHtml: `<p>${long(40)}</p>`,
      },
      BRIEF,
    )
    expect(kdp.title).toBe(REPLIES.kdp.title)
    expect(kdp.title.length + kdp.subtitle.length).toBeLessThanOrEqual(200)
    cutAtWord(kdp.subtitle, long(3))
    expect(kdp.keywords).toHaveLength(7)
    for (const k of kdp.keywords) expect(k.length).toBeLessThanOrEqual(50)
    expect(kdp.descriptionHtml.length).toBeLessThanOrEqual(4000)

    const etsy = fitLaunchPiece(
      'etsy',
      { ...REPLIES.etsy, title: long(2), tags: [...REPLIES.etsy.tags.map((t) => `${t} for the whole family`), 'one more tag'] },
      BRIEF,
    )
    expect(etsy.title.length).toBeLessThanOrEqual(140)
    cutAtWord(etsy.title, long(2))
    expect(etsy.tags).toHaveLength(13)
    for (const t of etsy.tags) expect(t.length).toBeLessThanOrEqual(20)

    const social = fitLaunchPiece(
      'social',
      {
        ...REPLIES.social,
        x: REPLIES.social.x.map(() => long(3)),
        instagram: REPLIES.social.instagram.map((p) => ({ ...p, hashtags: Array.from({ length: 20 }, (_, i) => `tag ${i}`) })),
        bio: long(2),
      },
      BRIEF,
    )
    for (const post of social.x) expect(post.length).toBeLessThanOrEqual(280)
    for (const p of social.instagram) {
      expect(p.hashtags).toHaveLength(15)
      for (const h of p.hashtags) expect(h).toMatch(/^#\S+$/)
    }
    expect(social.bio.length).toBeLessThanOrEqual(160)
  })

  it('de-duplicates keywords and tags, and refuses a piece left with too few', () => {
    const same = fitLaunchPiece('etsy', { ...REPLIES.etsy, tags: [...REPLIES.etsy.tags, 'Meal Prep Guide'] }, BRIEF)
    expect(same.tags).toEqual(REPLIES.etsy.tags)
    const marked = fitLaunchPiece('etsy', { ...REPLIES.etsy, tags: ['#meal_prep!', ...REPLIES.etsy.tags.slice(1)] }, BRIEF)
    expect(marked.tags[0]).toBe('meal prep')
    const short = () => fitLaunchPiece('kdp', { ...REPLIES.kdp, keywords: REPLIES.kdp.keywords.slice(0, 5) }, BRIEF)
    expect(short).toThrow(ProviderError)
    expect(short).toThrow(expect.objectContaining({ failure: 'invalid_output' }) as Error)
    const titled = () =>
      fitLaunchPiece('kdp', { ...REPLIES.kdp, keywords: ['meal prep', 'simple', ...REPLIES.kdp.keywords.slice(2)] }, BRIEF)
    expect(titled).toThrow(expect.objectContaining({ failure: 'invalid_output' }) as Error)
  })

  it('keeps a found excerpt to its first 1,500 characters of whole sentences', () => {
    const chapter = `## Start\n\n${'Plan your dinners on Sunday and shop once for the week. '.repeat(60)}`
    const page = fitLaunchPiece(
      'salesPage',
      { ...REPLIES.salesPage, excerpt: chapter.slice(10, 3000) },
      { ...BRIEF, firstChapter: { title: 'Start', content: chapter } },
    )
    expect(page.excerpt.length).toBeLessThanOrEqual(1500)
    expect(page.excerpt).toMatch(/^Plan your dinners.*week\.$/)
  })

  it("replaces an excerpt that is not chapter 1's words with chapter 1's opening", () => {
    const page = fitLaunchPiece(
      'salesPage',
      { ...REPLIES.salesPage, excerpt: 'An invented passage that the book never says anywhere.' },
      BRIEF,
    )
    expect(page.excerpt).toBe(openingExcerpt(CHAPTER_ONE))
  })
})
