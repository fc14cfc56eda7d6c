// The editor's page preview (decision 87), as an export worker renders it: the front matter and one
// long chapter of a 30-chapter book, at US Letter and 6 × 9 in, median of REPEATS after a warm-up,
// each round a new variant of the book so Typst answers from no cache. Timed from the document to
// the SVG pages; the model's build (the language read from the whole book, the previewed
// chapter's Markdown parsed), which the worker does for every request, is shown added on, with the load average around it: the machine is shared.
import { loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import type { PagePart } from '../src/core/page-preview.ts'
import type { TrimSize } from '../src/core/publishing.ts'
import { longExportDocument, wordCount } from '../tests/support/export/export-fixtures.ts'
import { buildExportModel } from '../src/server/export/export-model.ts'
import { partExportDocument } from '../src/server/export/page-part.ts'
import { renderPages } from '../src/server/export/pdf/render-pages.ts'
import { kb, mark, ms, table } from './format.ts'

const REPEATS = 5
/**
 * The preview refreshes a second after typing stops. The front matter (a few pages) should come as
 * fast as the cover designer's live preview; a 20-page chapter within the second more.
 */
export const PAGE_PREVIEW_GOAL_MS = { front: 300, chapter: 1000 } as const
/** The long chapter: 6,000 words, about 20 pages at 6 × 9 in. */
const LONG_CHAPTER_WORDS = 6000
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

export interface PagePreviewResult {
  trimSize: TrimSize
  part: 'front' | 'chapter'
  renderMs: number
  withParseMs: number
  pages: number
  /** The answer's JSON, and gzipped as the worker sends it. */
  bytes: number
  gzipBytes: number
}

export async function measurePagePreview(): Promise<{
  results: PagePreviewResult[]
  loadAverage: { start: number[]; end: number[] }
  words: number
  pass: boolean
}> {
  const start = loadavg()
  // The book: 30 chapters; chapter 6 is the long one.
  const book = (variant: number) => {
    const document = longExportDocument(30, 1500, 'ebook', variant)
    const long = longExportDocument(1, LONG_CHAPTER_WORDS, 'ebook', variant + 100).chapters[0]!
    document.chapters[5] = { ...long, title: document.chapters[5]!.title }
    return document
  }
  const parts: { name: 'front' | 'chapter'; part: PagePart }[] = [
    { name: 'front', part: { kind: 'front' } },
    { name: 'chapter', part: { kind: 'chapter', index: 5 } },
  ]
  const results: PagePreviewResult[] = []
  for (const trimSize of ['letter', '6x9'] as const) {
    for (const { name, part } of parts) {
      const times: number[] = []
      const parses: number[] = []
      let pages = 0
      let bytes = 0
      let gzipBytes = 0
      for (let round = 0; round <= REPEATS; round++) {
        const document = { ...book(round), trimSize }
        const t0 = performance.now()
        // As the worker does (export-handler.ts): only the part's chapter is parsed.
        const model = buildExportModel(partExportDocument(document, part))
        const t1 = performance.now()
        const preview = await renderPages(model, part)
        const t2 = performance.now()
        if (round === 0) continue
        parses.push(t1 - t0)
        times.push(t2 - t1)
        pages = preview.pageCount
        const json = JSON.stringify(preview)
        bytes = Buffer.byteLength(json)
        gzipBytes = gzipSync(json).byteLength
      }
      const renderMs = median(times)
      results.push({ trimSize, part: name, renderMs, withParseMs: renderMs + median(parses), pages, bytes, gzipBytes })
    }
  }
  const words = wordCount(book(1))
  console.log(
    `\nPage preview (decision 87) of a ${words.toLocaleString('en-US')}-word book, chapter 6 of ${LONG_CHAPTER_WORDS.toLocaleString('en-US')} words, median of ${REPEATS}:`,
  )
  console.log(
    table(
      results.map((r) => [
        `${r.part === 'front' ? 'Front matter' : 'Long chapter'}, ${r.trimSize === 'letter' ? 'US Letter' : '6 × 9 in'}`,
        ms(r.renderMs),
        `${ms(r.withParseMs)} with the parse`,
        `${r.pages} pages`,
        `${kb(r.bytes)} (${kb(r.gzipBytes)} gzipped)`,
        `goal < ${ms(PAGE_PREVIEW_GOAL_MS[r.part])} ${mark(r.withParseMs < PAGE_PREVIEW_GOAL_MS[r.part])}`,
      ]),
    ),
  )
  const end = loadavg()
  console.log(
    `  Load average (1, 5, 15 min): ${start.map((n) => n.toFixed(2)).join(', ')} before, ${end.map((n) => n.toFixed(2)).join(', ')} after`,
  )
  return { results, loadAverage: { start, end }, words, pass: results.every((r) => r.withParseMs < PAGE_PREVIEW_GOAL_MS[r.part]) }
}
