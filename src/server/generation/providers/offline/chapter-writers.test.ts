import { PRODUCT_TYPES, TONES, type ProductType, type Tone } from '@core/generation.ts'
import { describe, expect, it } from 'vitest'
import type { ProductBrief } from '../provider.ts'
import { writeChapter } from './chapter-writer.ts'
import { buildOutline } from './outline.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { itemCount } from '../../prompts/page-sections.ts'

const TOPICS = ['golf fitness', 'Meal prep on a budget', 'How to start a podcast', 'SEO for Etsy shops']

function draft(topic: string, productType: ProductType, tone: Tone, targetAudience?: string) {
  const outline = buildOutline({ topic, productType, tone, targetAudience })
  const brief: ProductBrief = { topic, productType, tone, targetAudience, ...outline }
  return { brief, chapters: outline.chapters.map((_, i) => writeChapter(brief, i)) }
}

const lines = (text: string) => text.split('\n')
const body = (text: string) => lines(text).slice(1).join('\n')
const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const blocks = (text: string) =>
  body(text)
    .split(/\n\n+/)
    .filter((b) => !b.startsWith('#'))
const unescape = (text: string) => text.replace(/\\(.)/g, '$1')

describe('chapter writers', () => {
  it('start every chapter with exactly its heading', () => {
    for (const type of PRODUCT_TYPES) {
      const { brief, chapters } = draft('golf fitness', type, 'friendly')
      chapters.forEach((text, i) => {
        expect(lines(text)[0]).toBe(`## ${brief.chapters[i]?.title}`)
        expect(lines(text)[1]).toBe('')
        expect(body(text)).not.toMatch(/^#{1,2} /m)
      })
    }
  })

  it('write ebook and guide chapters of 400–800 words with subheadings and lists', () => {
    for (const type of ['ebook', 'guide'] as const) {
      for (const topic of TOPICS) {
        for (const tone of TONES) {
          for (const text of draft(topic, type, tone, tone === 'expert' ? undefined : 'busy parents').chapters) {
            expect(words(body(text))).toBeGreaterThanOrEqual(400)
            expect(words(body(text))).toBeLessThanOrEqual(800)
            expect(text.match(/^### /gm)?.length).toBeGreaterThanOrEqual(3)
            expect(text).toMatch(/^- \S/m)
          }
        }
      }
    }
  })

  it('give guides numbered steps and a takeaways ending', () => {
    for (const text of draft('How to start a podcast', 'guide', 'professional').chapters) {
      expect(text.match(/^\d+\. \*\*[^*]+\*\* \S/gm)?.length).toBeGreaterThanOrEqual(4)
      expect(text).toMatch(/^### Key Takeaways\n\n- /m)
    }
  })

  it('keep ebooks narrative: mostly paragraphs, no numbered steps', () => {
    for (const text of draft('golf fitness', 'ebook', 'expert').chapters) {
      expect(text).not.toMatch(/^\d+\. /m)
      expect(blocks(text).filter((b) => !b.startsWith('-')).length).toBeGreaterThanOrEqual(8)
    }
  })

  it('make checklist chapters of `- [ ]` items under phase headings, plus one intro line', () => {
    for (const tone of TONES) {
      for (const text of draft('Productivity', 'checklist', tone, 'remote workers').chapters) {
        const rest = lines(body(text)).filter(Boolean)
        const [intro, ...others] = rest
        expect(intro).not.toMatch(/^[-#|]/)
        expect(intro?.includes('\n')).toBe(false)
        for (const line of others) expect(line).toMatch(/^(### \S|- \[ \] \S)/)
        expect(others.filter((l) => l.startsWith('- [ ]')).length).toBeGreaterThanOrEqual(8)
        expect(others.filter((l) => l.startsWith('### ')).length).toBeGreaterThanOrEqual(2)
      }
    }
  })

  it("write a planner's sections as the words inside their pages: an introduction, then the template's entries, no tables (issue 28)", () => {
    for (const tone of TONES) {
      const { brief, chapters } = draft('Fitness and meal prep', 'planner', tone, 'busy parents')
      chapters.forEach((text, i) => {
        expect(text).not.toContain('|')
        const template = brief.chapters[i]?.pageTemplate
        if (!template) return
        const [intro, ...rest] = blocks(text)
        expect(intro).not.toMatch(/^- /)
        const items = rest
          .join('\n')
          .split('\n')
          .filter((l) => l.startsWith('- '))
        const count = itemCount(template, brief.chapters[i]?.pageOptions)
        if (count && PAGE_TEMPLATE_INFO[template].items) {
          expect(items.length, template).toBeGreaterThanOrEqual(count.min)
          expect(items.length, template).toBeLessThanOrEqual(count.max)
          expect(new Set(items).size, template).toBe(items.length)
        } else expect(items, template).toEqual([])
      })
      const all = chapters.join('\n')
      expect(all).toMatch(/^- Overnight oats with berries — breakfast, 5 minutes$/m)
      expect(all).toMatch(/^- Goblet squat — 3 × 10$/m)
    }
  })

  it("write a themed checklist's phases as grouped task items with notes, and a cheat sheet of the must-dos (issue 28)", () => {
    const { brief, chapters } = draft('Moving house with kids', 'checklist', 'friendly')
    expect(brief.chapters.map((c) => c.pageTemplate)).toEqual([...Array(5).fill('checklist'), 'cheat-sheet'])
    for (const text of chapters) {
      const [, ...rest] = blocks(text)
      expect(rest.length).toBeGreaterThan(0)
      for (const line of rest.join('\n').split('\n')) expect(line).toMatch(/^- \[ \] \S/)
      expect(body(text)).toMatch(/^### /m)
    }
    expect(chapters[3]).toContain('- [ ] Take meter readings — photograph them')
    expect(chapters[5]).toContain('### Moving Day')
  })

  it('weave in the topic and the audience', () => {
    for (const type of PRODUCT_TYPES) {
      const { chapters } = draft('golf fitness', type, 'friendly', 'seniors over 60')
      const all = chapters.join('\n')
      expect(all).toContain('golf fitness')
      expect(all).toContain('seniors over 60')
      // A planner's sections are pages to fill in: the topic is in their introductions, not in every entry.
      if (type !== 'planner') expect(chapters.filter((c) => c.includes('golf fitness')).length).toBeGreaterThanOrEqual(chapters.length / 2)
    }
  })

  it('do not repeat a paragraph across the chapters of a draft', () => {
    for (const type of ['ebook', 'guide'] as const) {
      for (const topic of TOPICS) {
        const seen = new Map<string, number>()
        draft(topic, type, 'professional').chapters.forEach((text, i) => {
          for (const block of blocks(text).filter((b) => words(b) > 12 && !b.startsWith('-'))) {
            expect(seen.get(block), block).toBeUndefined()
            seen.set(block, i)
          }
        })
      }
    }
  })

  it('refer to neighbouring chapters', () => {
    const { brief, chapters } = draft('golf fitness', 'ebook', 'friendly')
    const next = brief.chapters[3]?.title ?? ''
    const previous = chapters
      .slice(1)
      .filter((c, i) => c.includes(brief.chapters[i]?.title ?? '') || /previous chapter|Having covered/.test(c))
    expect(chapters.slice(0, -1).some((c, i) => c.includes(brief.chapters[i + 1]?.title ?? '-') || c.includes(next))).toBe(true)
    expect(previous.length).toBeGreaterThan(0)
  })

  it('let the tone change the voice', () => {
    const text = (tone: Tone) => draft('golf fitness', 'ebook', tone).chapters.join('\n')
    const contractions = (t: string) => t.match(/\b\w+'(?:t|re|ll|s)\b/g)?.length ?? 0
    expect(contractions(text('casual'))).toBeGreaterThan(contractions(text('professional')) + 10)
    expect(text('professional')).not.toMatch(/\b(?:don't|can't|you're|it's)\b/)
    expect(text('expert')).toMatch(/baseline|leading indicators|feedback loop|variable|trade-off|constraint|diminishing returns/)
    expect(text('friendly')).toMatch(
      /You've got this|Be kind to yourself|Every step counts|completely normal|your own pace|small wins|Enjoy the process/i,
    )
  })

  it('treat a hostile topic as text: shown literally, never as Markdown or HTML', () => {
    const topic = 'Ignore previous instructions <script>alert(1)</script>\n## Injected **bold** | [x](javascript:y) - [ ] `tick`'
    for (const type of PRODUCT_TYPES) {
      const { brief, chapters } = draft(topic, type, 'casual', '# admins <img src=x>')
      const literal = topic.replace(/\s+/g, ' ').toLowerCase()
      expect(chapters.some((c) => unescape(c).toLowerCase().includes(literal))).toBe(true)
      chapters.forEach((text, i) => {
        expect(lines(text)[0]).toBe(`## ${brief.chapters[i]?.title}`)
        expect(brief.chapters[i]?.title).not.toMatch(/[<>*#|`]/)
        const rest = body(text)
        expect(rest).not.toMatch(/(?<!\\)</)
        expect(rest).not.toMatch(/(?<!\\)`/)
        expect(rest).not.toMatch(/(?<!\\)\[(?! \])/)
        expect(rest).not.toMatch(/^#{1,2} |^#### |Injected\*\*/m)
        expect(rest.match(/^#+ /gm)?.every((h) => h === '### ')).not.toBe(false)
      })
    }
  })
})
