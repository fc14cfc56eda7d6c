import { describe, expect, it } from 'vitest'
import { SUMMARY_LIMITS } from '../generation/prompts/chapter-summary.ts'
import type { ProjectRow } from '../projects/projects.queries.ts'
import { launchBrief } from './launch-brief.ts'

function row(chapters: ProjectRow['chapters'], overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    id: 'p',
    title: 'Sourdough at Home',
    description: 'Bake a loaf every weekend.',
    subtitle: '  Crusty Bread Made Simple ',
    product_type: 'ebook',
    tone: 'friendly',
    target_audience: ' ',
    chapters,
    current_chapter_index: 0,
    language: 'es',
    publishing: null,
    revision: 1,
    created_at: new Date(),
    updated_at: new Date(),
    ...overrides,
  }
}

const chapter = (title: string, content: string, extra: Partial<ProjectRow['chapters'][number]> = {}) =>
  ({ id: crypto.randomUUID(), title, content, ...extra }) as ProjectRow['chapters'][number]

describe('launchBrief', () => {
  it('reads the saved book: chapter 1 is the first numbered chapter, summaries from the text, the words counted', () => {
    const brief = launchBrief(
      row([
        chapter('Introducción', '## Introducción\n\nPor qué hornear.', { matter: 'front' }),
        chapter('La masa madre', '## La masa madre\n\n### Alimentarla\n\nDale harina y agua cada día.', { plan: 'Cómo empezar.' }),
        chapter('Vacío', ''),
        chapter('Conclusión', '## Conclusión\n\nSigue horneando.', { matter: 'back' }),
      ]),
    )
    expect(brief).toMatchObject({
      title: 'Sourdough at Home',
      subtitle: 'Crusty Bread Made Simple',
      productType: 'ebook',
      tone: 'friendly',
      language: 'es',
      firstChapter: { title: 'La masa madre', content: '## La masa madre\n\n### Alimentarla\n\nDale harina y agua cada día.' },
    })
    expect(brief.targetAudience).toBeUndefined()
    expect(brief.chapters.map((c) => c.matter)).toEqual(['front', undefined, undefined, 'back'])
    expect(brief.chapters[1]).toMatchObject({ plan: 'Cómo empezar.', summary: expect.stringContaining('Alimentarla') })
    expect(brief.chapters[2]!.summary).toBeUndefined()
    // Headings count, as the editor counts them: 4 + 10 + 0 + 3.
    expect(brief.wordCount).toBe(17)
  })

  it('keeps a long book’s summaries within the total', () => {
    const long = `## Part\n\n${'A sentence about the part, with detail. '.repeat(80)}`
    const brief = launchBrief(row(Array.from({ length: 30 }, (_, i) => chapter(`Part ${i + 1}`, long))))
    const total = brief.chapters.reduce((sum, c) => sum + (c.summary?.length ?? 0), 0)
    expect(total).toBeLessThanOrEqual(SUMMARY_LIMITS.total)
    expect(brief.chapters[0]!.summary!.length).toBeGreaterThan(0)
  })

  it('falls back to the first chapter, or nothing, when no chapter is numbered', () => {
    expect(launchBrief(row([chapter('Intro', 'Hi.', { matter: 'front' })])).firstChapter).toEqual({ title: 'Intro', content: 'Hi.' })
    expect(launchBrief(row([])).firstChapter).toEqual({ title: '', content: '' })
  })
})
