import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { TRIM_SIZES } from '@core/publishing.ts'
import { THEMES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'

// Issue 29: the interior as a publisher checks it — word boxes and lines from pdftotext
// -bbox-layout, colour operators from the content streams qpdf decompresses.

const dir = mkdtempSync(join(tmpdir(), 'folio-interior-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Word {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
}
interface Page {
  width: number
  height: number
  /** Lines as pdftotext -bbox-layout groups them, each its words. */
  lines: Word[][]
  words: Word[]
  text: string
}
interface Read {
  file: string
  pages: Page[]
}

let count = 0
async function read(document: ExportDocument): Promise<Read> {
  const { pdf, warnings } = await compilePdf(buildExportModel(document))
  expect(warnings).toEqual([])
  const file = join(dir, `interior-${++count}.pdf`)
  writeFileSync(file, pdf)
  const html = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 })
  const pages: Page[] = []
  for (const line of html.split('\n')) {
    const page = /<page width="([\d.]+)" height="([\d.]+)">/.exec(line)
    if (page) pages.push({ width: Number(page[1]), height: Number(page[2]), lines: [], words: [], text: '' })
    if (/<line /.test(line)) pages.at(-1)!.lines.push([])
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line)
    if (m) {
      const word = { text: m[5]!.replace(/&amp;/g, '&'), x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]) }
      const current = pages.at(-1)!
      current.words.push(word)
      current.lines.at(-1)?.push(word)
      current.text += `${word.text} `
    }
  }
  return { file, pages }
}

const pageWith = (pdf: Read, text: string) => pdf.pages.findIndex((page) => page.text.includes(text)) + 1

/** The issue's table: three columns that compete for a 5.5 × 8.5 in page's measure. */
const TABLE = `| Weight when wet | Balanced liquid | Volume |
| :-- | :-- | --: |
| Two cups of flour and a pinch of salt mixed together in a bowl | Water with a little lemon juice stirred in slowly until smooth | 250 ml |
| Half a pound of butter, softened | Milk, warm but never boiling | 125 ml |
`

describe('PDF tables (issue 29)', () => {
  const tableBook = (theme: (typeof THEMES)[number], trimSize: (typeof TRIM_SIZES)[number]): ExportDocument => ({
    ...sampleBook({ chapters: [{ title: 'Tables', content: TABLE }] }),
    theme,
    trimSize,
    print: true,
  })

  it.each(THEMES.flatMap((theme) => TRIM_SIZES.map((trim) => [theme, trim] as const)))(
    'sets %s cells at %s ragged right, with no word broken',
    async (theme, trimSize) => {
      const pdf = await read(tableBook(theme, trimSize))
      const page = pdf.pages[pageWith(pdf, 'Balanced') - 1]!
      // Whole words only: no hyphen at a line's end, every word of the table printed entire.
      for (const word of ['Weight', 'Balanced', 'liquid', 'Volume', 'together', 'softened', 'boiling', 'smooth'])
        expect(page.words.map((w) => w.text.replace(/[,.]$/, ''))).toContain(word)
      expect(page.words.filter((w) => /\p{L}-$/u.test(w.text))).toEqual([])
      // Ragged right: the spaces between the words of a cell's line are all the same width (a
      // justified line stretches them); gaps of more than half a line's height are between columns.
      const size = Math.max(...page.words.filter((w) => w.text === 'Balanced').map((w) => w.y1 - w.y0))
      for (const line of page.lines) {
        const gaps = line
          .slice(1)
          .map((word, i) => word.x0 - line[i]!.x1)
          .filter((gap) => gap < size / 2)
        if (gaps.length > 1) expect(Math.max(...gaps) - Math.min(...gaps), line.map((w) => w.text).join(' ')).toBeLessThan(0.6)
      }
      // 'Volume' keeps its column's head on one line, its longest word in full.
      const volume = page.words.find((w) => w.text === 'Volume')!
      expect(page.words.filter((w) => Math.abs(w.y0 - volume.y0) < 1).map((w) => w.text)).toEqual([
        'Weight',
        'when',
        'wet',
        'Balanced',
        'liquid',
        'Volume',
      ])
    },
    60_000,
  )

  it('keeps a small table on one page, and repeats the header of a long one on the next', async () => {
    // The same eight-row table after more and more lines of text, so that one of them meets the
    // foot of a page: it moves to the next page whole instead of leaving its first rows behind.
    const rows = (n: number) => Array.from({ length: 8 }, (_, r) => `| T${n}r${r + 1} item | ${r + 1} |`).join('\n')
    const chapters = Array.from({ length: 14 }, (_, n) => ({
      title: `Table ${n + 1}`,
      content: `${Array.from({ length: 14 + n * 2 }, (_, k) => `Line ${k + 1} of the text before the table.`).join('\n\n')}\n\n| Item | Count |\n| :-- | --: |\n${rows(n)}\n`,
    }))
    const long = `| Day | Task |\n| :-- | :-- |\n${Array.from({ length: 70 }, (_, r) => `| Row${r + 1} | Walk and stretch |`).join('\n')}\n`
    const pdf = await read({ ...sampleBook({ chapters: [...chapters, { title: 'Long', content: long }] }), trimSize: '6x9', print: true })
    for (let n = 0; n < 14; n++) expect(pageWith(pdf, `T${n}r1 `), `table ${n + 1}`).toBe(pageWith(pdf, `T${n}r8 `))
    const first = pageWith(pdf, 'Row1 ')
    const last = pageWith(pdf, 'Row70 ')
    expect(last).toBeGreaterThan(first)
    for (let p = first; p <= last; p++) expect(pdf.pages[p - 1]!.text).toMatch(/Day Task/)
  }, 60_000)
})

/**
 * Every colour the page content sets, from the content streams qpdf decompresses: the operator,
 * its operands, and for fills whether text was drawn with it.
 */
function colours(file: string): { textFills: string[]; operators: string[] } {
  const plain = join(dir, `qdf-${++count}.pdf`)
  execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, plain])
  const text = readFileSync(plain, 'latin1')
  const operators: string[] = []
  const textFills: string[] = []
  // Only page content: qpdf marks each page's content stream.
  for (const [, stream] of text.matchAll(
    /%% Contents for page \d+\n(?:%%[^\n]*\n)?\d+ 0 obj\n<<[\s\S]*?>>\nstream\n([\s\S]*?)\nendstream/g,
  )) {
    const fills: string[] = ['0']
    for (const line of stream!.split('\n')) {
      const op = /^(.*?)\s*\b(rg|RG|k|K|g|G|sc|scn|SC|SCN)$/.exec(line)
      if (op) {
        operators.push(`${op[1]} ${op[2]}`.trim())
        if (/^(rg|k|g|sc|scn)$/.test(op[2]!)) fills[fills.length - 1] = op[1]!
      }
      if (line === 'q') fills.push(fills.at(-1)!)
      if (line === 'Q' && fills.length > 1) fills.pop()
      if (/\bT[Jj]$/.test(line)) textFills.push(fills.at(-1)!)
    }
  }
  return { textFills, operators }
}

describe('PDF print black (issue 29)', () => {
  const withQuote = (theme: (typeof THEMES)[number], print: boolean): ExportDocument => ({
    ...sampleBook({}, 2),
    theme,
    author: 'Jane Doe',
    // The title page's subtitle was a lighter ink in every theme, screened into dots on press.
    subtitle: 'A Practical Plan for Strength',
    imprint: 'Bright Fern Press',
    print,
    trimSize: '6x9',
  })

  it.each(THEMES)(
    'prints %s text, heads, folios and rules in pure black, in grey only',
    async (theme) => {
      const pdf = await read(withQuote(theme, true))
      const { textFills, operators } = colours(pdf.file)
      expect(textFills.length).toBeGreaterThan(100)
      // Text: one component (grey), and that component 0 (black): no #1f2430, no #667085 heads.
      expect([...new Set(textFills)]).toEqual(['0'])
      // Every colour set is a single grey level: no RGB (three operands) or CMYK operators at all.
      for (const operator of operators) expect(operator).toMatch(/^(?:\/\S+ )?[\d.]+ (g|G|sc|scn|SC|SCN)$/)
    },
    60_000,
  )

  it('keeps the colours of a screen PDF', async () => {
    const { textFills, operators } = colours((await read(withQuote('classic', false))).file)
    expect(textFills.some((fill) => fill.split(' ').length === 3)).toBe(true)
    expect(operators.some((operator) => /^[\d.]+ [\d.]+ [\d.]+ (sc|scn|rg)$/.test(operator))).toBe(true)
  }, 60_000)
})

describe('PDF links in print (issue 29)', () => {
  const content = `Read [the research](https://example.com/study/) first, then [write to us](mailto:jane@example.com).
Or go to https://example.com/a/very/long/address/that/keeps/going/and/going/past/the/end/of/the/line/index.html today.
The page [example.com/plain](https://example.com/plain) names itself.`
  const book = (print: boolean): ExportDocument => ({ ...sampleBook({ chapters: [{ title: 'Links', content }] }), print, trimSize: '6x9' })

  it('prints the address after the words, without scheme or trailing slash, and never twice', async () => {
    const pdf = await read(book(true))
    const text = pdf.pages
      .map((page) => page.text)
      .join(' ')
      .replace(/\s+/g, ' ')
    expect(text).toContain('the research (example.com/study) first')
    expect(text).toContain('write to us (jane@example.com).')
    expect(text).toContain('The page example.com/plain names itself.')
    expect(text).not.toContain('(example.com/plain)')
    // The long bare address breaks across lines and keeps every character of the text layer.
    const lines = execFileSync('pdftotext', [pdf.file, '-'], { encoding: 'utf8' })
    expect(lines.replace(/\n/g, '')).toContain(
      'https://example.com/a/very/long/address/that/keeps/going/and/going/past/the/end/of/the/line/index.html',
    )
    expect(lines).not.toContain('\u200b')
  }, 60_000)

  it('keeps a clickable link and no printed address in a screen PDF', async () => {
    const pdf = await read(book(false))
    const text = pdf.pages.map((page) => page.text).join(' ')
    expect(text).not.toContain('(example.com/study)')
    expect(readFileSync(pdf.file, 'latin1')).toContain('(https://example.com/study/)')
  }, 60_000)
})

describe('PDF running heads (issue 29)', () => {
  const long = `${'A chapter title that runs on and on about rotation, mobility, strength, balance and the other things '.repeat(2)}`.slice(
    0,
    150,
  )
  const body = Array.from({ length: 90 }, (_, k) => `Paragraph ${k + 1} of a chapter long enough to fill a few pages of the book.`).join(
    '\n\n',
  )
  const book = (print: boolean, author?: string): ExportDocument => ({
    ...sampleBook({
      title: 'Swing Stronger After 40',
      chapters: [
        { title: long, content: body },
        { title: 'Short', content: body },
      ],
    }),
    ...(author ? { author } : {}),
    print,
    trimSize: '6x9',
  })
  /** The words above the text block's first line: the head. */
  const head = (page: Page) => {
    const words = page.words.filter((w) => w.y1 < page.height * 0.1)
    return { text: words.map((w) => w.text).join(' '), lines: new Set(words.map((w) => Math.round(w.y0))).size }
  }

  it('sets the author on the verso, the chapter on the recto, one line each, a long title cut with an ellipsis', async () => {
    const pdf = await read(book(true, 'Jane Doe'))
    const opener = pageWith(pdf, 'Paragraph 1 ')
    // The opener has no head; the pages after it alternate verso, recto.
    expect(head(pdf.pages[opener - 1]!).text).toBe('')
    const verso = head(pdf.pages[opener]!)
    const recto = head(pdf.pages[opener + 1]!)
    expect(verso).toEqual({ text: 'Jane Doe', lines: 1 })
    expect(recto.lines).toBe(1)
    expect(recto.text).toMatch(/^A chapter title that runs on .*…$/)
    expect(recto.text.length).toBeLessThan(long.length)
    // Without an author, the verso carries the book's title.
    const anonymous = await read(book(true))
    expect(head(anonymous.pages[pageWith(anonymous, 'Paragraph 1 ')]!).text).toBe('Swing Stronger After 40')
  }, 60_000)

  it("gives a screen PDF's pages the chapter's title alone, on one line", async () => {
    const pdf = await read(book(false, 'Jane Doe'))
    const page = head(pdf.pages[pageWith(pdf, 'Paragraph 1 ')]!)
    expect(page.lines).toBe(1)
    expect(page.text).toMatch(/^A chapter title .*…$/)
    expect(page.text).not.toContain('Jane Doe')
  }, 60_000)
})

describe('PDF chapter openers and lists (issue 29)', () => {
  it.each(THEMES)(
    'sinks a %s chapter opening to about a third of the page',
    async (theme) => {
      const pdf = await read({ ...sampleBook({}, 1), theme, print: true, trimSize: '6x9' })
      const page = pdf.pages[pageWith(pdf, 'Every swing') - 1]!
      const top = Math.min(...page.words.map((w) => w.y0))
      expect(top / page.height).toBeGreaterThan(0.27)
      expect(top / page.height).toBeLessThan(0.36)
    },
    60_000,
  )

  it("leaves clear space between Elegant's ornament and the chapter label", async () => {
    const pdf = await read({ ...sampleBook({}, 1), theme: 'elegant', print: true, trimSize: '6x9' })
    const page = pdf.pages[pageWith(pdf, 'Every swing') - 1]!
    const ornament = page.words.find((w) => w.text === '❧')!
    const label = page.words.find((w) => w.text === 'Chapter')!
    // pdftotext's boxes run from the font's ascender to its descender, the glyph's ink inside them:
    // they overlapped by 5 pt before (issue 29).
    expect(label.y0 - ornament.y1).toBeGreaterThan(1)
  }, 60_000)

  it("never leaves a list's last item alone at the top of a page", async () => {
    // Lists after more and more text: one of them meets the foot of a page.
    const chapters = Array.from({ length: 16 }, (_, n) => ({
      title: `List ${n + 1}`,
      content: `${Array.from({ length: 16 + n }, (_, k) => `Line ${k + 1} before the list.`).join('\n\n')}\n\n${[1, 2, 3, 4, 5].map((i) => `- L${n}i${i} point`).join('\n')}\n\nAfter the list.`,
    }))
    const pdf = await read({ ...sampleBook({ chapters }), print: true, trimSize: '6x9' })
    for (let n = 0; n < 16; n++) expect(pageWith(pdf, `L${n}i4 `), `list ${n + 1}`).toBe(pageWith(pdf, `L${n}i5 `))
  }, 60_000)
})
