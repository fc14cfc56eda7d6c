import type { ProductType } from '@core/generation.ts'
import { KDP_BANNED_KEYWORD_WORDS, LAUNCH_EMAIL_PLAN, LAUNCH_PIECES, LAUNCH_PRESETS, type LaunchPiece } from '@core/launch-kit.ts'
import { generatedPieceSchemas, type LaunchKit } from '@core/launch-kit-schemas.ts'
import { describe, expect, it } from 'vitest'
import type { LaunchBrief } from '../../providers/provider.ts'
import { sanitizeKdpHtml } from '../kdp-html.ts'
import { flagLaunchPiece } from '../launch-flags.ts'
import { writeLaunchPieceOffline } from './launch-offline.ts'

const CHAPTER_ONE = [
  '## Choosing a Niche',
  '',
  'A niche is a small group of buyers who share one problem. It is easier to serve them well than to please a crowd, and they tell each other about what helped.',
  '',
  'Start with what you know. List the problems you have solved for yourself or for others, and write down who had each of them.',
  '',
  '- A list item that is not prose',
  '',
  '### Test the idea',
  '',
  'Before you write a word, ask three people in the niche what they would pay to fix it. Their answers shape the outline.',
].join('\n')

const PLANS = [
  ['Choosing a Niche', 'Finding the small, specific audience a first product serves best. Key points: the first move; a worked example.'],
  ['Researching Buyers', 'Interviews, forum reading and keyword checks that show what buyers already pay for.'],
  ['Outlining the Product', 'Turning the research into chapters, each with one promise.'],
  ['Writing the First Draft', 'A daily writing routine, drafting fast without editing.'],
  ['Designing the Pages', 'Fonts, page size, headings and worksheets that print well.'],
  ['Pricing the Product', 'Setting a launch price from comparable products and the value to the buyer.'],
  ['Launching to a Small List', 'Pre-launch emails and a launch week plan.'],
  ['After the Launch', 'Collecting feedback and planning the next product.'],
] as const

function book(productType: ProductType, over: Partial<LaunchBrief> = {}): LaunchBrief {
  return {
    title: 'Your First Digital Product',
    description: 'From a niche idea to a launched ebook in eight weeks, step by step.',
    productType,
    tone: 'friendly',
    targetAudience: 'new creators',
    chapters: PLANS.map(([title, plan], i) => (i === 3 ? { title, summary: plan } : i === 7 ? { title } : { title, plan })),
    firstChapter: { title: 'Choosing a Niche', content: CHAPTER_ONE },
    wordCount: 18_400,
    ...over,
  }
}

const LONG_TITLE =
  'The Complete Practical Handbook of Weekly Meal Planning, Batch Cooking and Budget Grocery Shopping for Busy Working Families Who Want Healthy Dinners Without Spending Every Evening in the Kitchen Again'.slice(
    0,
    200,
  )

const BOOKS: [string, LaunchBrief][] = [
  ['an ebook', book('ebook')],
  ['a guide', book('guide', { tone: 'professional', targetAudience: 'HR managers' })],
  ['a checklist', book('checklist', { title: 'Moving House Checklist', tone: 'casual', targetAudience: undefined })],
  ['a planner', book('planner', { title: 'Study Planner for Students', tone: 'expert' })],
  [
    'a 30-chapter book',
    book('ebook', {
      chapters: Array.from({ length: 30 }, (_, i) => ({
        title: `Step ${i + 1}: Build Routine Number ${i + 1}`,
        plan: `Part ${i + 1} of the routine.`,
      })),
    }),
  ],
  ['a one-chapter book', book('guide', { chapters: [{ title: 'Getting Started' }] })],
  ['an empty first chapter', book('ebook', { firstChapter: { title: 'Choosing a Niche', content: '' } })],
  ['a 200-character title', book('ebook', { title: LONG_TITLE, subtitle: 'A family cookbook' })],
  [
    'hostile text',
    book('planner', {
      title: 'Free <script>alert(1)</script> & Bestselling "Tips"',
      subtitle: 'Kindle Unlimited #1',
      description: 'Fish & chips <b>bold</b> > less',
      chapters: [
        { title: 'Free Resources & <i>Bestseller</i> Tools', plan: 'What "free" means & why.' },
        { title: 'Kindle Unlimited Explained' },
      ],
    }),
  ],
]

const write = <P extends LaunchPiece>(piece: P, brief: LaunchBrief, instruction?: string) =>
  writeLaunchPieceOffline({ piece, brief, instruction })
const kit = (brief: LaunchBrief, instruction?: string): LaunchKit =>
  Object.fromEntries(LAUNCH_PIECES.map((p) => [p, write(p, brief, instruction)])) as LaunchKit
const titleWords = (title: string) => new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])

describe('the built-in writer’s launch kit', () => {
  it.each(BOOKS)('fills every piece within every limit for %s', (_name, brief) => {
    for (const instruction of [undefined, ...LAUNCH_PRESETS, 'mention the worksheets']) {
      const value = kit(brief, instruction)
      for (const piece of LAUNCH_PIECES) {
        const parsed = generatedPieceSchemas[piece].safeParse(value[piece])
        expect(parsed.success, `${piece} ${instruction ?? ''}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      }
      const { kdp } = value
      expect(kdp.title.length + kdp.subtitle.length).toBeLessThanOrEqual(200)
      expect(new Set(kdp.keywords).size).toBe(7)
      const inTitle = titleWords(kdp.title)
      for (const keyword of kdp.keywords) {
        for (const word of keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
          expect(inTitle.has(word), `${keyword} in title`).toBe(false)
        for (const banned of KDP_BANNED_KEYWORD_WORDS) expect(keyword.toLowerCase()).not.toContain(banned)
      }
      expect(sanitizeKdpHtml(kdp.descriptionHtml)).toBe(kdp.descriptionHtml)
      expect(new Set(value.etsy.tags).size).toBe(13)
      expect(value.emails.map((e) => ({ kind: e.kind, day: e.day }))).toEqual(LAUNCH_EMAIL_PLAN.map((e) => ({ ...e })))
    }
  })

  it('names a long book by the part before its subtitle, and its button never cuts the title short', () => {
    const brief = book('ebook', { title: 'Meal Prep for Busy Parents: A Practical Handbook' })
    for (const instruction of [undefined, ...LAUNCH_PRESETS]) {
      const { callToAction } = write('salesPage', brief, instruction)
      expect(['Get the ebook', 'Get your copy']).toContain(callToAction)
    }
    const long = book('ebook', {
      title: 'Meal Prep: A Practical Handbook of Weekly Planning, Batch Cooking and Budget Shopping for Families',
    })
    expect(write('leadMagnet', long).title).toContain('of Meal Prep, free')
  })

  it('takes the excerpt word for word from chapter 1, in whole sentences, and skips headings and lists', () => {
    for (const instruction of [undefined, 'shorter', 'another excerpt please']) {
      const { excerpt } = write('salesPage', book('ebook'), instruction)
      expect(CHAPTER_ONE).toContain(excerpt)
      expect(excerpt).toMatch(/[.!?]$/)
      expect(excerpt).not.toMatch(/^#|\n- /)
      expect(excerpt.length).toBeLessThanOrEqual(1500)
    }
    expect(write('salesPage', book('ebook')).excerpt).toMatch(/^A niche is a small group/)
    expect(write('salesPage', book('ebook', { firstChapter: { title: 'x', content: '' } })).excerpt).toMatch(/no text yet/)
  })

  it('stops a long first paragraph at the last whole sentence within 1,500 characters', () => {
    const sentence = 'Every sentence here is a plain statement about planning the week ahead. '
    const content = `## One\n\n${sentence.repeat(40).trim()}`
    const { excerpt } = write('salesPage', book('ebook', { firstChapter: { title: 'One', content } }))
    expect(content).toContain(excerpt)
    expect(excerpt.length).toBeLessThanOrEqual(1500)
    expect(excerpt.length).toBeGreaterThan(1400)
    expect(excerpt.endsWith('ahead.')).toBe(true)
  })

  it('is the same for the same book, and visibly different for each instruction', () => {
    const brief = book('ebook')
    expect(kit(brief)).toEqual(kit(brief))
    for (const piece of LAUNCH_PIECES) {
      const first = JSON.stringify(write(piece, brief))
      for (const instruction of [...LAUNCH_PRESETS, 'make it warmer']) {
        expect(JSON.stringify(write(piece, brief, instruction)), `${piece} ${instruction}`).not.toBe(first)
      }
    }
    expect(write('salesPage', brief, 'make it warmer').headlines[0]).not.toBe(write('salesPage', brief).headlines[0])
    expect(write('salesPage', brief, 'more playful').headlines).not.toEqual(write('salesPage', brief).headlines)
  })

  it("writes shorter text for 'shorter'", () => {
    for (const [, brief] of BOOKS.slice(0, 4))
      for (const piece of LAUNCH_PIECES) {
        if (piece === 'kdp') continue // Folio's own notes are most of it; the description is checked below.
        expect(JSON.stringify(write(piece, brief, 'shorter')).length, piece).toBeLessThan(JSON.stringify(write(piece, brief)).length)
      }
    const kdp = (i?: string) => write('kdp', book('ebook'), i).descriptionHtml.length
    expect(kdp('shorter')).toBeLessThan(kdp())
  })

  it('makes the benefits from the plans, picks categories from the topic words, and claims nothing', () => {
    const value = kit(book('ebook'))
    expect(value.salesPage.benefits.length).toBeGreaterThanOrEqual(5)
    expect(value.salesPage.benefits.length).toBeLessThanOrEqual(7)
    expect(value.salesPage.benefits[0]).toContain('finding the small, specific audience')
    expect(value.kdp.categories[0]?.name).toBe('Kindle eBooks › Business & Money')
    expect(
      kit(book('ebook', { title: 'Strength Training at Home', chapters: [{ title: 'Workouts for Fitness' }] })).kdp.categories[0]?.name,
    ).toContain('Health, Fitness')
    const text = JSON.stringify(value)
    expect(text).not.toMatch(/\d+ ?%|bestsell|award|only \d+ left|limited time|hurry|★|"[^"]+" ?[—–-] ?[A-Z]/i)
    expect(value.kdp.aiDisclosure).toMatch(/AI-generated/)
    expect(value.storeCopy.suggestedPrice.reasoning).toMatch(/starting point to test/)
  })

  it('leaves nothing for the launch-copy checks to flag', () => {
    // The hostile book's own title claims "Bestselling": flagging the creator's claim is right.
    for (const [, brief] of BOOKS.filter(([name]) => name !== 'hostile text'))
      for (const instruction of [undefined, ...LAUNCH_PRESETS]) {
        const value = kit(brief, instruction)
        for (const piece of LAUNCH_PIECES) expect(flagLaunchPiece(piece, value[piece]), `${piece} ${instruction ?? ''}`).toEqual([])
      }
  })
})
