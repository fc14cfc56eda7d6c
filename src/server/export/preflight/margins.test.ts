import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { kdpGutterInches } from '@core/print-limits.ts'
import { longExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from '../pdf/render-pdf.ts'
import { checkMargins } from './margin-check.ts'
import { readTextBoxes } from './pdf-text-boxes.ts'
import { preflightReport } from './preflight.ts'

// Issue 29: KDP's margins by page count, checked on the text positions of the real PDF (pdftotext
// -bbox) and by the preflight's own reader of them (pdf-text-boxes.ts).

const dir = mkdtempSync(join(tmpdir(), 'folio-margins-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Edges {
  width: number
  /** The leftmost and rightmost x of any word, per page; null for a page without text. */
  left: number | null
  right: number | null
}

/** Each page's text edges by pdftotext -bbox. */
function popplerEdges(file: string): Edges[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 })
  const pages: Edges[] = []
  for (const line of html.split('\n')) {
    const page = /<page width="([\d.]+)"/.exec(line)
    if (page) pages.push({ width: Number(page[1]), left: null, right: null })
    const word = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/.exec(line)
    if (word) {
      const current = pages.at(-1)!
      current.left = Math.min(current.left ?? Infinity, Number(word[1]))
      current.right = Math.max(current.right ?? -Infinity, Number(word[2]))
    }
  }
  return pages
}

const INCH = 72
let count = 0

async function compiled(document: ExportDocument): Promise<{ file: string; pdf: Uint8Array; pages: number }> {
  const { pdf, pages, warnings } = await compilePdf(buildExportModel(document))
  expect(warnings).toEqual([])
  const file = join(dir, `book-${++count}.pdf`)
  writeFileSync(file, pdf)
  return { file, pdf, pages }
}

/** Friendly at 5.5 × 8.5 in had the narrowest gutter of the themes: 0.49–0.52 in whatever the page count. */
const friendly = (chapters: number, words: number): ExportDocument => ({
  ...longExportDocument(chapters, words),
  theme: 'friendly',
  trimSize: '5.5x8.5',
  print: true,
})

describe('the gutter by page count (KDP)', () => {
  it.each([
    ['~160', 22, 1550, 151, 300],
    ['~320', 32, 1850, 301, 500],
  ] as const)(
    'keeps every page of a %s-page book clear of the gutter KDP asks for at its page count',
    async (_, chapters, words, low, high) => {
      const book = await compiled(friendly(chapters, words))
      expect(book.pages).toBeGreaterThanOrEqual(low)
      expect(book.pages).toBeLessThanOrEqual(high)
      const required = kdpGutterInches(book.pages) * INCH
      const edges = popplerEdges(book.file)
      expect(edges).toHaveLength(book.pages)
      let checked = 0
      edges.forEach((page, i) => {
        if (page.left === null || page.right === null) return
        checked++
        // The binding is on the left of a right-hand (odd) page. A hyphen may hang 1 pt into the margin.
        const inside = i % 2 === 0 ? page.left : page.width - page.right
        const outside = i % 2 === 0 ? page.width - page.right : page.left
        expect(inside, `page ${i + 1}`).toBeGreaterThanOrEqual(required - 1)
        expect(outside, `page ${i + 1}`).toBeGreaterThanOrEqual(0.25 * INCH)
      })
      expect(checked).toBeGreaterThan(book.pages * 0.8)
      // The preflight's reader finds the same edges as poppler. On the right it may reach a hyphen
      // further: a line's last hyphen hangs into the margin, and pdftotext drops it when the PDF
      // maps it to no character (Typst 0.13 does; see issue 29's text-layer hyphens).
      const boxes = await readTextBoxes(book.pdf)
      boxes.forEach((page, i) => {
        const poppler = edges[i]!
        if (poppler.left === null || poppler.right === null) return
        expect(Math.abs(Math.min(...page.boxes.map((b) => b.left)) - poppler.left), `page ${i + 1}`).toBeLessThan(0.5)
        const right = Math.max(...page.boxes.map((b) => b.right)) - poppler.right
        expect(right, `page ${i + 1}`).toBeGreaterThan(-0.5)
        expect(right, `page ${i + 1}`).toBeLessThan(3.5)
      })
      // And the preflight, measuring the same PDF, finds nothing in the margins.
      const report = await preflightReport(buildExportModel(friendly(chapters, words)))
      expect(report.pages).toBe(book.pages)
      expect(report.margins).toMatchObject({ requiredInsideInches: kdpGutterInches(book.pages), requiredOutsideInches: 0.25, pages: [] })
      expect(report.margins!.insideInches).toBeGreaterThanOrEqual(kdpGutterInches(book.pages) - 0.015)
      expect(report.issues.map((issue) => issue.code)).not.toContain('text_in_margins')
    },
    300_000,
  )
})

describe('the preflight margin check', () => {
  const page = (left: number, right: number, top = 60, bottom = 560) => ({ width: 396, height: 612, boxes: [{ left, right, top, bottom }] })

  it('takes the binding side from the page: left on a recto, right on a verso, mirrored right to left', () => {
    // A 200-page book: KDP asks for 0.5 in (36 pt) inside, 0.25 in (18 pt) outside, top and bottom.
    const pages = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? page(40, 370) : page(26, 356)))
    expect(checkMargins(pages)).toMatchObject({ requiredInsideInches: 0.5, pages: [] })
    // Text 0.4 in from the binding of page 3 (a recto), 0.2 in from the outside edge of page 4, 10 pt from the top of page 9.
    pages[2] = page(28.8, 370)
    pages[3] = page(14.4, 356)
    pages[8] = page(40, 370, 10)
    expect(checkMargins(pages).pages).toEqual([3, 4, 9])
    expect(checkMargins(pages).insideInches).toBe(0.4)
    // Right to left, the binding is on the right of a recto: the same pages are now all wrong.
    expect(
      checkMargins(
        Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? page(40, 370) : page(26, 356))),
        true,
      ).pages,
    ).toHaveLength(200)
  })

  it('raises the requirement with the page count', () => {
    const at = (n: number) => checkMargins(Array.from({ length: n }, () => page(40, 356))).requiredInsideInches
    expect([at(150), at(151), at(300), at(301), at(500), at(501), at(700), at(701), at(828)]).toEqual([
      0.375, 0.5, 0.5, 0.625, 0.625, 0.75, 0.75, 0.875, 0.875,
    ])
  })

  it('reports text a print book pushes into the margin', async () => {
    // Code does not break: a long token runs past the text block into the outside margin.
    const content = `Plain text first.\n\n\`${'0123456789'.repeat(12)}\`\n`
    const report = await preflightReport(
      buildExportModel({ ...sampleBook({ chapters: [{ title: 'Wide', content }] }), print: true, trimSize: '6x9' }),
    )
    expect(report.margins!.pages.length).toBeGreaterThan(0)
    expect(report.issues.find((issue) => issue.code === 'text_in_margins')?.message).toMatch(/KDP asks for 0\.375 in inside/)
    // A screen PDF is not checked: it has no binding.
    const screen = await preflightReport(buildExportModel({ ...sampleBook({ chapters: [{ title: 'Wide', content }] }), trimSize: '6x9' }))
    expect(screen.margins).toBeUndefined()
  }, 60_000)
})
