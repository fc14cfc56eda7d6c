import { describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'
import { hostileExportDocuments, longExportDocument, sampleExportDocument } from '../../../tests/support/export/export-fixtures.ts'
import { checkExportMarkdown, EXPORT_LIMITS } from './export-limits.ts'
import { buildExportModel } from './export-model.ts'

/** The AppError a check throws, or null when it passes. */
function refusal(check: () => unknown): { status: number; code: string; message: string } | null {
  try {
    check()
    return null
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { status: error.status, code: error.body.code, message: error.body.message }
  }
}

const one = (content: string): ExportDocument => ({
  title: 'T',
  description: '',
  productType: 'ebook',
  chapters: [{ title: 'Only', content }],
})

describe('export limits', () => {
  it('pass every real book: the 45,000-word book, checklist and planner, and the rich sample', () => {
    // The product type changes the layout, never the parse: one tree check per text is enough.
    for (const productType of ['ebook', 'guide', 'checklist', 'planner'] as const) {
      expect(refusal(() => checkExportMarkdown(longExportDocument(30, 1500, productType).chapters))).toBeNull()
    }
    for (const document of [longExportDocument(30, 1500, 'checklist'), sampleExportDocument('planner')]) {
      expect(refusal(() => checkExportMarkdown(document.chapters))).toBeNull()
      expect(refusal(() => buildExportModel(document))).toBeNull()
    }
  })

  it('refuse 99,000 nested quotes with a 422 in one quick pass, before any parse', () => {
    const document = hostileExportDocuments.deepQuotes()
    const t0 = performance.now()
    const error = refusal(() => checkExportMarkdown(document.chapters))
    expect(performance.now() - t0).toBeLessThan(100)
    expect(error).toEqual({
      status: 422,
      code: 'export_too_complex',
      message: expect.stringContaining('Chapter 1 (“Part 1”) nests quotes or lists more than 32 levels'),
    })
  })

  it('refuse a list nested 5,000 deep on one line, and deep indentation', () => {
    expect(refusal(() => checkExportMarkdown(hostileExportDocuments.deepList().chapters))).toMatchObject({
      status: 422,
      code: 'export_too_complex',
    })
    const indented = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i * 2)}- level ${i + 1}`).join('\n')
    expect(refusal(() => checkExportMarkdown(one(indented).chapters))).toMatchObject({ code: 'export_too_complex' })
    // Six levels of list inside three of quotes is nothing unusual.
    const real = Array.from({ length: 6 }, (_, i) => `> > > ${' '.repeat(i * 2)}- level ${i + 1}`).join('\n')
    expect(refusal(() => checkExportMarkdown(one(real).chapters))).toBeNull()
    // Code is printed as typed: its indentation is no list.
    expect(refusal(() => checkExportMarkdown(one(`\`\`\`\n${' '.repeat(120)}- not a list\n\`\`\``).chapters))).toBeNull()
  })

  it('refuse the 3.1 MB checklist that ran the server out of heap with a 413, quickly', () => {
    const document = hostileExportDocuments.hugeChecklist()
    const t0 = performance.now()
    const error = refusal(() => checkExportMarkdown(document.chapters))
    expect(performance.now() - t0).toBeLessThan(200)
    expect(error).toEqual({ status: 413, code: 'export_too_large', message: expect.stringContaining('more than 2,000 list items') })
    // Within the per-chapter limit, the whole document still counts.
    const many = { ...document, chapters: document.chapters.map((c) => ({ ...c, content: '- [ ] t\n'.repeat(1_900) })) }
    expect(refusal(() => checkExportMarkdown(many.chapters))).toMatchObject({
      message: expect.stringContaining('This document has more than 10,000 list items'),
    })
  })

  it('refuse more blocks than any book has', () => {
    const chapter = 'A line.\n\n'.repeat(EXPORT_LIMITS.blocks / 20)
    const document = { ...one(''), chapters: Array.from({ length: 21 }, (_, i) => ({ title: `C${i}`, content: chapter })) }
    expect(refusal(() => checkExportMarkdown(document.chapters))).toMatchObject({
      status: 413,
      message: expect.stringContaining('60,000 paragraphs'),
    })
  })

  it('check the parsed tree too: nesting the line scan cannot see is refused by the model builder', () => {
    const emphasis = `${'*'.repeat(300)}a${'*'.repeat(300)}`
    expect(refusal(() => checkExportMarkdown(one(emphasis).chapters))).toBeNull()
    expect(refusal(() => buildExportModel(one(emphasis)))).toMatchObject({ status: 422, code: 'export_too_complex' })
  })
})
