import { PRODUCT_TYPES, TONES, type Tone } from '@core/generation.ts'
import { describe, expect, it } from 'vitest'
import { writeChapter } from './chapter-writer.ts'
import { buildOutline } from './outline.ts'
import { restyleBody } from './restyle.ts'
import { chapterBody } from './rewrite.ts'

const TEXT = [
  "Warm up first. It's important to go slowly. However, don't rush the last set. So, you're ready.",
  '',
  "- [ ] You should not skip the `don't stop` flag at [the guide](https://example.com/don't)",
  "- [x] Note that it's been a long week. But the plan works.",
  '',
  "### Don't Panic",
  '',
  "| Day | Don't forget |",
  '| --- | --- |',
  '',
  'You need to rest. Also, let us stretch. So far, so good. You should eat well.',
].join('\n')

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
// The structure a restyle must keep: every line's kind and marker, headings, tables, numbers and bold.
const skeleton = (text: string) =>
  text
    .split('\n')
    .map((line) => (/^\s*(?:#|\|)/.test(line) ? line : (/^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?/.exec(line)?.[0] ?? '')))
// Numbers stay as they are; bold lead-ins stay bold (their words may change voice: "Don't" → "Do not").
const facts = (text: string) => [...(text.match(/\d+/g) ?? []), (text.match(/\*\*[^*]+\*\*/g) ?? []).length]

describe('restyleBody', () => {
  it.each([
    [
      'casual',
      "Warm up first. Make sure to go slowly. But don't rush the last set. So, you're ready.",
      "You've got to rest. Plus, let's stretch. So far, so good. You'll want to eat well.",
    ],
    [
      'professional',
      'Warm up first. It is important to go slowly. However, do not rush the last set. Therefore, you are ready.',
      'You need to rest. In addition, let us stretch. So far, so good. You should eat well.',
    ],
    [
      'expert',
      'Warm up first. It is essential to go slowly. However, do not rush the last set. Consequently, you are ready.',
      'You need to rest. Furthermore, let us stretch. So far, so good. You should eat well.',
    ],
  ] as const)('speaks in a %s voice, saying the same things', (tone, first, last) => {
    const out = restyleBody(TEXT, tone).split('\n')
    expect(out[0]).toBe(first)
    expect(out.at(-1)).toBe(last)
  })

  it('leaves headings, tables, code, links and URLs exactly as written', () => {
    const out = restyleBody(TEXT, 'expert')
    expect(out).toContain("### Don't Panic")
    expect(out).toContain("| Day | Don't forget |")
    expect(out).toContain("`don't stop` flag at [the guide](https://example.com/don't)")
    // "You should not" stays (it is no "You will want to not"); the checkbox keeps its tick.
    expect(restyleBody(TEXT, 'casual')).toContain("- [ ] You shouldn't skip")
    expect(out).toContain('- [x] Note that it has been a long week. However, the plan works.')
    expect(skeleton(out)).toEqual(skeleton(TEXT))
  })

  it('leaves code blocks alone', () => {
    const code = '```\nIt is important to do not.\n```'
    expect(restyleBody(code, 'casual')).toBe(code)
  })

  // Every product type, written in one voice and restyled into each other: same skeleton, same facts,
  // about the same length, and (into another voice) not the same text.
  it.each(PRODUCT_TYPES)('keeps a %s chapter whole in every voice', (productType) => {
    for (const from of TONES) {
      const outline = buildOutline({ topic: 'Sourdough baking', productType, tone: from, targetAudience: 'busy parents' })
      const brief = { topic: 'Sourdough baking', productType, tone: from, targetAudience: 'busy parents', ...outline }
      const bodies = outline.chapters.map((_, i) => chapterBody(writeChapter(brief, i)))
      for (const to of TONES) {
        for (const body of bodies) {
          const out = restyleBody(body, to)
          expect(skeleton(out)).toEqual(skeleton(body))
          expect(facts(out)).toEqual(facts(body))
          expect(Math.abs(words(out) - words(body)) / words(body)).toBeLessThan(0.15)
          expect(restyleBody(out, to)).toBe(out)
        }
        const changed = bodies.filter((body) => restyleBody(body, to) !== body).length
        const apart = (a: Tone, b: Tone) => (a === 'casual') !== (b === 'casual') && (a === 'professional' || b === 'professional')
        // Prose carries more voice than a checklist's short task lines or a planner's tables.
        const prose = productType === 'ebook' || productType === 'guide'
        if (apart(from, to)) expect(changed).toBeGreaterThanOrEqual(prose ? bodies.length / 2 : 1)
      }
    }
  })
})
