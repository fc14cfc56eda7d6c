import { describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { PRODUCT_TYPES } from '@core/generation.ts'
import { THEMES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { wrapDocument } from '../cover/render-wrap.ts'
import { wrapLayout } from '../cover/wrap-layout.ts'
import { longExportDocument, sampleExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { sampleBook, sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'
import { compileTypst } from './typst-compiler.ts'
import { MAX_TYPST_NESTING } from './typst-blocks.ts'
import { toTypstDocument } from './typst-document.ts'
import { readTypstFiles, TYPST_COVER, TYPST_MAIN, TYPST_WRAP } from './typst-files.ts'

// The PDF template's check (decision 47): every .typ file compiles, and the entry renders every
// product type and sample without an error (compileTypst throws) or a warning (an unknown font,
// a deprecated name: Typst carries on with a quiet fallback, so only this test would notice).
const files = readTypstFiles()

const samples: [string, ExportDocument][] = [
  ['the PDF sample book', sampleBook()],
  ['the PDF sample guide', sampleBook({ productType: 'guide' }, 2)],
  ['the PDF sample checklist', sampleChecklist()],
  ['the PDF sample planner', samplePlanner()],
  ['a book without a description', sampleBook({ description: '' }, 1)],
  ...PRODUCT_TYPES.map((type): [string, ExportDocument] => [`the export sample (${type})`, sampleExportDocument(type)]),
  ...PRODUCT_TYPES.map((type): [string, ExportDocument] => [`a long ${type}`, longExportDocument(3, 1000, type)]),
  ['lists and quotes nested 16 deep', sampleBook({ chapters: [{ title: 'Deep', content: nested(16) }] })],
  // The export limits allow 32 (export-limits.ts); typst-blocks.ts flattens past MAX_TYPST_NESTING.
  ['lists nested 20 deep', sampleBook({ chapters: [{ title: 'Deep', content: nested(20, false) }] })],
  ['lists nested 32 deep', sampleBook({ chapters: [{ title: 'Deep', content: nested(32, false) }] })],
  ['lists and quotes nested 32 deep', sampleBook({ chapters: [{ title: 'Deep', content: nested(32) }] })],
  ['a checklist nested 32 deep', sampleChecklist({ chapters: [{ title: 'Deep', content: nested(32, false).replace(/- /g, '- [ ] ') }] })],
  // Every theme on every product type (decision 53), one in print and one right to left.
  ...THEMES.filter((theme) => theme !== 'classic').flatMap((theme) =>
    PRODUCT_TYPES.map((type): [string, ExportDocument] => [`the ${theme} theme (${type})`, { ...sampleExportDocument(type), theme }]),
  ),
  ...THEMES.map((theme): [string, ExportDocument] => [
    `a 6x9 book in print, ${theme}`,
    { ...sampleBook({}, 2), theme, trimSize: '6x9', print: true },
  ]),
  [
    'an Arabic book with Japanese and emoji',
    sampleBook({ chapters: [{ title: 'عنوان', content: 'مرحبا بالعالم 吾輩は猫 🚀\n\n---\n\n- نعم' }] }, 1),
  ],
  ...(['6x9', '5.5x8.5', 'a5', 'a4'] as const).flatMap((trimSize): [string, ExportDocument][] => [
    [`a ${trimSize} book in print`, { ...sampleBook({}, 4), trimSize, print: true, author: 'Jane Doe', aiDisclosure: 'Drafted with AI.' }],
    [`a ${trimSize} checklist in print`, { ...sampleChecklist(), trimSize, print: true }],
    [`a ${trimSize} planner`, { ...samplePlanner(), trimSize, language: 'es' }],
  ]),
]

/** List items inside quotes inside list items… (or lists only), `depth` levels in all. */
function nested(depth: number, quotes = true): string {
  let markdown = 'x'
  for (let level = 0; level < depth; level++)
    markdown = quotes && level % 2 ? `> ${markdown.replace(/\n/g, '\n> ')}` : `- ${markdown.replace(/\n/g, '\n  ')}`
  return markdown
}

const imports = (source: string) => [...source.matchAll(/^#import "([^"]+)"/gm)].map((m) => m[1]!)

describe('the Typst template (typst/*.typ)', () => {
  it.each([...files.keys()])('%s compiles on its own without an error or a warning', async (name) => {
    const model = buildExportModel(sampleChecklist())
    // The wrap cover's entry reads its measures besides the document (decision 83).
    const wrap = name === TYPST_WRAP ? wrapDocument(model, wrapLayout({ trimSize: '6x9', pages: 120, paper: 'white' })) : null
    const doc = JSON.stringify(wrap ?? toTypstDocument(model))
    expect((await compileTypst({ file: name }, doc)).warnings).toEqual([])
  })

  it.each(samples)('renders %s without an error or a warning', async (_, document) => {
    const { pdf, warnings } = await compilePdf(buildExportModel(document))
    expect(warnings).toEqual([])
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
  })

  // Worksheets whose notes lines land near a page's foot: before notes.typ drew them as one
  // unbreakable block, Typst's layout did not settle within its five passes on these (17 of 108
  // worksheet sizes tried; the PDF looked right, with a warning).
  it.each([
    ['planner', 1, 900, 'letter'],
    ['checklist', 2, 950, 'letter'],
    ['checklist', 2, 750, '6x9'],
    ['checklist', 3, 600, 'a5'],
  ] as const)(
    'settles the layout of a %s of %i × %i words (%s) whose notes land near the foot',
    async (type, chapters, words, trimSize) => {
      expect((await compilePdf(buildExportModel({ ...longExportDocument(chapters, words, type), trimSize }))).warnings).toEqual([])
    },
  )

  it('keeps the text of list items nested deeper than Typst is given, with a marker for each', async () => {
    const doc = toTypstDocument(
      buildExportModel(sampleBook({ chapters: [{ title: 'Deep', content: nested(32, false).replace('x', 'deepest') }] })),
    )
    const json = JSON.stringify(doc.chapters[0]!.blocks)
    expect(json).toContain('deepest')
    // Twelve lists inside each other, no more.
    expect(json.match(/"t":"list"/g)).toHaveLength(MAX_TYPST_NESTING)
  })

  it('holds no file the entries (the PDF, the cover image, the wrap cover) do not reach, and imports no file it lacks', () => {
    const reached = new Set<string>()
    const visit = (name: string) => {
      if (reached.has(name)) return
      reached.add(name)
      const source = files.get(name)
      expect(source, `${name} is imported but missing`).toBeDefined()
      imports(source!).forEach(visit)
    }
    visit(TYPST_MAIN)
    visit(TYPST_COVER)
    visit(TYPST_WRAP)
    expect([...reached].sort()).toEqual([...files.keys()].sort())
  })
})
