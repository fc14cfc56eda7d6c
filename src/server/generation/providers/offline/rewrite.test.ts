import type { ProductType, Tone } from '@core/generation.ts'
import { describe, expect, it } from 'vitest'
import type { ProductBrief } from '../provider.ts'
import { writeChapter } from './chapter-writer.ts'
import { buildOutline } from './outline.ts'
import { chapterBody, inferType, rewriteChapter } from './rewrite.ts'
import { guessTopic } from './topic-guess.ts'

function chapter(productType: ProductType, index = 2, topic = 'Home workouts', tone: Tone = 'friendly') {
  const outline = buildOutline({ topic, productType, tone, targetAudience: 'busy parents' })
  // A planner chapter as written before page templates (issue 28): periodic tables, which the bare payload reads back as a planner.
  const chapters = outline.chapters.map(({ pageTemplate: _t, pageOptions: _o, ...c }) => c)
  const brief: ProductBrief = { topic, productType, tone, targetAudience: 'busy parents', ...outline, chapters }
  const title = outline.chapters[index]?.title ?? ''
  return { title, content: writeChapter(brief, index) }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const headings = (text: string) => text.match(/^#{2,3} .*$/gm) ?? []
const rewrite = (c: { title: string; content: string }, modifier?: 'shorter' | 'longer' | 'grammar') =>
  rewriteChapter({ chapterTitle: c.title, content: c.content, tone: 'friendly', targetAudience: 'busy parents', modifier })

describe('rewriteChapter', () => {
  it("'shorter' keeps the heading and the section skeleton at about half the length", () => {
    for (const type of ['ebook', 'guide'] as const) {
      const before = chapter(type)
      const after = rewrite(before, 'shorter')
      expect(after.title).toBe(before.title)
      expect(after.content.split('\n')[0]).toBe(`## ${before.title}`)
      expect(headings(after.content)).toEqual(headings(before.content))
      const ratio = words(after.content) / words(before.content)
      expect(ratio).toBeGreaterThan(0.35)
      expect(ratio).toBeLessThan(0.65)
      // The key points survive: every bold lead of a list item is still there.
      for (const lead of before.content.match(/^(?:-|\d+\.) \*\*[^*]+\*\*/gm) ?? []) expect(after.content).toContain(lead)
    }
  })

  it("'shorter' keeps a checklist a checklist", () => {
    const before = chapter('checklist')
    const after = rewrite(before, 'shorter')
    expect(headings(after.content)).toEqual(headings(before.content))
    const items = (t: string) => t.match(/^- \[ \] /gm)?.length ?? 0
    expect(items(after.content)).toBeLessThan(items(before.content))
    expect(items(after.content)).toBeGreaterThanOrEqual(items(before.content) / 2 - 1)
    expect(inferType(chapterBody(after.content))).toBe('checklist')
  })

  it("'longer' keeps everything and adds a substantial section", () => {
    for (const type of ['ebook', 'guide', 'checklist', 'planner'] as const) {
      const before = chapter(type)
      const after = rewrite(before, 'longer')
      expect(after.content.split('\n')[0]).toBe(`## ${before.title}`)
      expect(headings(after.content).length).toBeGreaterThan(headings(before.content).length)
      for (const block of chapterBody(before.content).split('\n\n')) expect(after.content).toContain(block)
      if (type === 'ebook' || type === 'guide') expect(words(after.content) - words(before.content)).toBeGreaterThanOrEqual(150)
      expect(inferType(chapterBody(after.content))).toBe(type)
    }
  })

  it("'longer' puts the new section before a guide's takeaways and adds no duplicate items", () => {
    const after = rewrite(chapter('guide'), 'longer').content
    expect(after.trimEnd()).toMatch(/### Key Takeaways\n\n(- .*\n)+\n\*\*.*$/)
    const checklist = rewrite(chapter('checklist'), 'longer').content
    const items = checklist.match(/^- \[ \] .*$/gm) ?? []
    expect(new Set(items).size).toBe(items.length)
  })

  it("'grammar' fixes mechanical slips and leaves clean text alone", () => {
    const clean = chapter('guide')
    expect(rewrite(clean, 'grammar').content).toBe(clean.content)
    const messy = { title: 'Getting Started', content: '## Old title\n\nthis is  the the plan . it works\n\n- [ ]  pack the the bag' }
    expect(rewrite(messy, 'grammar').content).toBe('## Getting Started\n\nThis is the plan. It works.\n\n- [ ] Pack the bag')
  })

  it('without a modifier writes a fresh chapter of the same kind, seeded by the current text', () => {
    for (const type of ['ebook', 'guide', 'checklist', 'planner'] as const) {
      const before = chapter(type, 3)
      const after = rewrite(before)
      expect(after.content.split('\n')[0]).toBe(`## ${before.title}`)
      expect(after.content).not.toBe(before.content)
      expect(inferType(chapterBody(after.content))).toBe(type)
      expect(rewrite(before)).toEqual(after)
      expect(rewrite({ ...before, content: `${before.content}\n\nA note.` }).content).not.toBe(after.content)
    }
    const fresh = rewrite(chapter('ebook', 3)).content
    expect(fresh).toContain('home workouts')
    expect(fresh).toContain('busy parents')
    expect(words(fresh)).toBeGreaterThanOrEqual(400)
  })

  it("'restyle' keeps the chapter and changes only its voice; it never writes afresh", () => {
    const before = chapter('guide', 2, 'Home workouts', 'professional')
    const job = { chapterTitle: before.title, content: before.content, tone: 'casual', modifier: 'restyle' } as const
    const after = rewriteChapter(job)
    expect(after.content.split('\n')[0]).toBe(`## ${before.title}`)
    expect(headings(after.content)).toEqual(headings(before.content))
    expect(after.content.split('\n')).toHaveLength(before.content.split('\n').length)
    expect(after.content).not.toBe(before.content)
    expect(after.content).toMatch(/\b(?:you're|you'll|it's|don't)\b/i)
    expect(Math.abs(words(after.content) - words(before.content))).toBeLessThan(words(before.content) * 0.1)
    // Line for line the same chapter: headings and blank lines in place, every list line still the same kind of line.
    const lines = after.content.split('\n')
    before.content.split('\n').forEach((line, i) => {
      if (/^(?:#|$)/.test(line)) expect(lines[i]).toBe(line)
      expect(lines[i]?.match(/^(?:[-*]|\d+\.) (?:\[[ x]\] )?/)?.[0]).toBe(line.match(/^(?:[-*]|\d+\.) (?:\[[ x]\] )?/)?.[0])
    })
    expect(rewriteChapter(job)).toEqual(after)
  })

  it("writes a section's entries afresh under its page template, without tables (issue 28)", () => {
    const job = {
      chapterTitle: 'Habit Tracker',
      content: '## Habit Tracker\n\nTick a box a day.\n\n- Walk',
      tone: 'friendly',
      targetAudience: 'busy parents',
      productType: 'planner',
      page: { pageTemplate: 'habits' },
    } as const
    const fresh = rewriteChapter(job).content
    expect(fresh).toMatch(/^## Habit Tracker\n\n[^\n|]+\n\n(- [^\n]+\n?){6,12}$/)
    expect(fresh).not.toContain('|')
    // Longer: more entries in a group of their own, still no table.
    const longer = rewriteChapter({ ...job, content: fresh, modifier: 'longer' }).content
    expect(longer.startsWith(fresh)).toBe(true)
    expect(longer.slice(fresh.length)).toMatch(/^\n\n### More Ideas\n\n(- [^\n|]+\n?)+$/)
  })

  it('writes the product type the request names, not the one the text looks like', () => {
    const prose = chapter('ebook', 3)
    for (const productType of ['checklist', 'planner', 'guide'] as const) {
      const fresh = rewriteChapter({ chapterTitle: prose.title, content: prose.content, tone: 'friendly', productType })
      expect(inferType(chapterBody(fresh.content))).toBe(productType)
    }
    const longer = rewriteChapter({
      chapterTitle: prose.title,
      content: prose.content,
      tone: 'friendly',
      productType: 'checklist',
      modifier: 'longer',
    })
    expect(longer.content).toMatch(/^- \[ \] /m)
    // Without one it still reads the type off the text.
    expect(inferType(chapterBody(rewrite(prose).content))).toBe('ebook')
  })

  it('a fresh chapter sits between its neighbours: it leads on to the next by name', () => {
    const before = chapter('guide', 2)
    const job = {
      chapterTitle: before.title,
      content: before.content,
      tone: 'friendly',
      productType: 'guide',
      bookTitle: 'Fit at Home',
    } as const
    const next = { title: 'Step 4: Keep the Streak Going' }
    const between = rewriteChapter({ ...job, neighbours: { previous: { title: 'Step 2: Clear a Corner' }, next } }).content
    expect(between).toContain(`*${next.title}*`)
    const alone = rewriteChapter(job).content
    expect(alone).not.toContain(next.title)
    expect(alone.split('\n')[0]).toBe(`## ${before.title}`)
  })

  it('handles content without a heading or body', () => {
    expect(rewriteChapter({ chapterTitle: 'New Chapter', content: '', tone: 'casual', modifier: 'shorter' }).content).toBe('## New Chapter')
    const fresh = rewriteChapter({ chapterTitle: ' New\nChapter ', content: 'Placeholder text.', tone: 'casual' })
    expect(fresh.title).toBe('New Chapter')
    expect(fresh.content.startsWith('## New Chapter\n\n')).toBe(true)
  })
})

describe('inferType and guessTopic', () => {
  it('reads the product type off the text', () => {
    expect(inferType('- [ ] a\n- [ ] b\n- [x] c')).toBe('checklist')
    expect(inferType('| a | b |\n| --- | --- |\n| 1 | 2 |')).toBe('planner')
    expect(inferType('1. a\n2. b\n3. c')).toBe('guide')
    expect(inferType('Just prose.\n\n- a bullet')).toBe('ebook')
  })

  it('finds the topic a chapter keeps returning to, not its own subject', () => {
    for (const type of ['ebook', 'guide'] as const) {
      const { title, content } = chapter(type, 2, 'Social media marketing for bakeries')
      expect(guessTopic(content, 'busy parents', title)?.toLowerCase()).toMatch(/^social media marketing( for bakeries)?$/)
    }
    expect(guessTopic('Keep going. Keep going, one step at a time.')).toBeUndefined()
    expect(guessTopic('- [ ] Write down why sourdough baking matters to you\n- [ ] Take stock', undefined, 'Phase 1: Prepare')).toBe(
      'sourdough baking',
    )
  })
})
