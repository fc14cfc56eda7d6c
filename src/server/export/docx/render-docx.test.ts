import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { sampleExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { DEFAULT_IMAGE_MAX_BYTES } from '../images/export-image.ts'
import { dataUrl, samplePng } from '../../../../tests/support/export/image-samples.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook, sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { curlyQuotes, quoteMarks } from '../quote-marks.ts'
import { docxPage } from './docx-page.ts'
import { estimateContentsPages, lineCount, pagesOf } from './docx-page-estimate.ts'
import { worksOutPageNumbers } from './docx-page-numbers.ts'
import { renderDocx } from './render-docx.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-docx-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function writeDocx(name: string, document: ExportDocument): Promise<string> {
  const file = join(dir, name)
  writeFileSync(file, await renderDocx(buildExportModel(document)))
  return file
}

const part = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')
const partNames = (file: string) => execFileSync('unzip', ['-Z1', file]).toString('utf8').trim().split('\n')
const count = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0
/** Text as the book prints it: straight quotes become curly ones (decision 56). */
const printed = (text: string) => curlyQuotes(text, quoteMarks('en'))
const xmlText = (text: string) => printed(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** LibreOffice headless, with a profile of its own so parallel runs don't fight over one. */
function convertToPdf(file: string): string {
  const profile = join(tmpdir(), `lo-${randomUUID()}`)
  try {
    execFileSync('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, file], {
      stdio: 'pipe',
      timeout: 90_000,
    })
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
  return file.replace(/\.docx$/, '.pdf')
}

const words = (pdf: string, page: number) =>
  [
    ...execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-bbox', pdf, '-'])
      .toString('utf8')
      .matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({ x: Number(m[1]), top: Number(m[2]), bottom: Number(m[3]), text: m[4] ?? '' }))
const pageText = (pdf: string, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', pdf, '-']).toString('utf8')

describe('DOCX export', () => {
  it("uses Word's heading styles, real numbering, a clean TOC field, a PAGE field in the footer and the title in the header", async () => {
    const document = sampleExportDocument()
    const file = await writeDocx('sample.docx', document)
    const xml = part(file, 'word/document.xml')
    expect(count(xml, /<w:pStyle w:val="Title"\/>/g)).toBe(1)
    expect(count(xml, /<w:pStyle w:val="Heading1"\/>/g)).toBe(document.chapters.length)
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>')
    expect(xml).toMatch(/<w:instrText[^>]*>TOC \\h \\o &quot;1-1&quot;<\/w:instrText>/)
    for (const chapter of document.chapters) expect(xml).toContain(xmlText(chapter.title).replace(/"/g, '&quot;'))
    // Each chapter is a section of its own (new page, no running head on its opening); lists are Word lists.
    expect(count(xml, /<w:sectPr>/g)).toBe(1 + document.chapters.length)
    expect(count(xml, /<w:numPr>/g)).toBe(3 + 2 + 3)
    const numbering = part(file, 'word/numbering.xml')
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>')
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>')
    // Word would ask to update fields on every open; the TOC is written with its entries and clean instead.
    expect(part(file, 'word/settings.xml')).not.toContain('updateFields')
    expect(xml).not.toContain('w:dirty="true"')
    const toc = /<w:sdt>.*?<\/w:sdt>/s.exec(xml)?.[0] ?? ''
    for (const chapter of document.chapters) expect(toc).toContain(xmlText(chapter.title).replace(/"/g, '&quot;'))
    const parts = (prefix: string) =>
      partNames(file)
        .filter((name) => name.startsWith(prefix))
        .map((name) => part(file, name))
        .join('')
    expect(parts('word/footer')).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>/)
    expect(parts('word/header')).toContain(xmlText(document.title).replace(/"/g, '&quot;'))
  })

  it('prints task items as tick boxes, links, emphasis, a quote and a table with a header row', async () => {
    const file = await writeDocx('marks.docx', sampleExportDocument())
    const xml = part(file, 'word/document.xml')
    // Word's check box controls: ticked by a click in Word, ☐/☒ everywhere else.
    expect(count(xml, /<w14:checkbox>/g)).toBe(6)
    expect(count(xml, /<w14:checked w14:val="1"\/>/g)).toBe(1)
    expect(count(xml, /<w:sym w:char="2610"/g)).toBe(5)
    expect(count(xml, /<w:sym w:char="2612"/g)).toBe(1)
    expect(xml).toContain('<w:pStyle w:val="Quote"/>')
    expect(xml).toMatch(/<w:b\/>.*your first week/)
    expect(xml).toMatch(/<w:strike\/>.*boring/)
    expect(xml).toMatch(/<w:tblHeader\/>/)
    const rels = part(file, 'word/_rels/document.xml.rels')
    expect(rels).toContain('Target="https://example.com/guide" TargetMode="External"')
    expect(rels).toContain('Target="mailto:hello@example.com"')
  })

  it('sets tick boxes and marks typed as text in the symbol font, in every theme (decision 93)', async () => {
    for (const theme of ['classic', 'modern', 'elegant', 'friendly'] as const) {
      const document = sampleChecklist({
        theme,
        chapters: [{ title: 'Moving', content: '| Task | Done |\n| --- | --- |\n| Pack | ☐ ☑ ☒ ✓ ✗ |\n' }],
      })
      const xml = part(await writeDocx(`ticks-${theme}.docx`, document), 'word/document.xml')
      for (const tick of ['☐', '☑', '☒', '✓', '✗'])
        expect(xml).toContain(`w:hAnsi="Segoe UI Symbol"/></w:rPr><w:t xml:space="preserve">${tick}</w:t>`)
      expect(xml).toMatch(/<w:t[^>]*>Pack<\/w:t>/)
    }
  })

  it('escapes hostile text, drops unsafe links and control characters', async () => {
    const file = await writeDocx('hostile.docx', {
      title: '<script>alert(1)</script>',
      description: 'A\u0007B',
      productType: 'guide',
      chapters: [{ title: 'Tom & Jerry', content: '[js](javascript:alert(1)) and <b>raw</b>' }],
    })
    const xml = part(file, 'word/document.xml')
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(xml).toContain('Tom &amp; Jerry')
    expect(xml).toMatch(/&lt;b&gt;.*raw.*&lt;\/b&gt;/)
    expect(xml).not.toContain('\u0007')
    expect(part(file, 'word/_rels/document.xml.rels')).not.toContain('javascript')
  })

  it('lays out checklists and planners as worksheets: bigger boxes, blank rows to fill in, notes lines', async () => {
    const ebook = part(await writeDocx('ebook.docx', sampleExportDocument('ebook')), 'word/document.xml')
    const planner = part(await writeDocx('planner.docx', sampleExportDocument('planner')), 'word/document.xml')
    // The sample's last chapter has a "Notes" heading of its own; worksheets add one per chapter.
    expect(count(ebook, />Notes<\/w:t>/g)).toBe(1)
    expect(count(planner, />Notes<\/w:t>/g)).toBe(1 + 4)
    expect(count(planner, /<w:tr[ >]/g)).toBeGreaterThan(count(ebook, /<w:tr[ >]/g) + 4 * 2)
    expect(count(planner, /<w:pStyle w:val="WorksheetTask"\/>/g)).toBe(6)
    expect(ebook).not.toContain('WorksheetTask')
    expect(part(await writeDocx('styles.docx', sampleExportDocument('planner')), 'word/styles.xml')).toMatch(
      /w:styleId="WorksheetTask".*?<w:sz w:val="30"\/>/,
    )
  })

  it('converts with LibreOffice to a PDF that has the cover, contents and every chapter title', { timeout: 180_000 }, async () => {
    const document = sampleExportDocument('checklist')
    const pdf = convertToPdf(await writeDocx('convert.docx', document))
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString('utf8')
    expect(text.replace(/\s+/g, ' ')).toContain(printed(document.title))
    expect(text).toContain('Contents')
    for (const chapter of document.chapters) expect(text.split(printed(chapter.title)).length).toBeGreaterThanOrEqual(3) // contents, heading
    expect(text).toContain('☐')
    expect(text).toContain('☒')
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1])
    expect(pages).toBe(3 + document.chapters.length) // title page, copyright page, contents
  })
})

describe('DOCX publishing settings (issue 16)', () => {
  const spanish: ExportDocument = {
    ...sampleBook({}, 5),
    language: 'es',
    author: 'Ana Pérez',
    year: 2025,
    aiDisclosure: 'Partes de este libro se escribieron con ayuda de IA.',
    trimSize: '6x9',
    print: true,
  }
  it('names the author, never "Folio", in the core properties; none when the book has none', async () => {
    const core = part(await writeDocx('author.docx', spanish), 'docProps/core.xml')
    expect(core).toMatch(/<dc:creator>Ana Pérez<\/dc:creator>/)
    expect(core).toMatch(/<cp:lastModifiedBy>Ana Pérez<\/cp:lastModifiedBy>/)
    expect(core).toContain('<dc:title>Swing Stronger After 40</dc:title>')
    expect(core).toContain('<dc:description>A practical strength')
    const anonymous = part(await writeDocx('anonymous.docx', sampleExportDocument()), 'docProps/core.xml')
    expect(anonymous).not.toMatch(/Folio|Un-named/)
  })

  it("sets the book language as every run's default and prints the labels in it", async () => {
    const file = await writeDocx('spanish.docx', spanish)
    expect(part(file, 'word/styles.xml')).toMatch(/<w:docDefaults>.*<w:lang w:val="es-ES"\/>.*<\/w:docDefaults>/s)
    const xml = part(file, 'word/document.xml')
    expect(xml).toContain('>Índice<')
    expect(xml).toContain('>Capítulo 1<')
    expect(xml).toContain('>© 2025 Ana Pérez<')
    expect(xml).toContain('>Todos los derechos reservados.<')
    expect(xml).toContain('>Partes de este libro se escribieron con ayuda de IA.<')
  })

  it(
    'lays a 6×9 print book out as a book: trim size, mirrored margins, chapter 1 is page 1 on a right-hand page',
    { timeout: 180_000 },
    async () => {
      const file = await writeDocx('print.docx', spanish)
      expect(part(file, 'word/settings.xml')).toMatch(/<w:displayBackgroundShape\/><w:mirrorMargins\/>/)
      const xml = part(file, 'word/document.xml')
      expect(count(xml, /<w:type w:val="oddPage"\/>/g)).toBe(spanish.chapters.length - 1)
      expect(xml).toContain('<w:pgNumType w:start="1"/>')
      const pdf = convertToPdf(file)
      expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Page size:\s+432 x 648 pts/)
      // Half-title and its blank verso, title page, copyright, contents, a blank verso; then the chapters, each on an odd page, numbered from 1.
      expect(pageText(pdf, 1).trim()).toBe('Swing Stronger After 40')
      expect(pageText(pdf, 2).trim()).toBe('')
      expect(pageText(pdf, 3)).toMatch(/Swing Stronger[\s\S]*ANA PÉREZ/)
      expect(pageText(pdf, 4)).toContain('Todos los derechos reservados.')
      const contents = pageText(pdf, 5)
      expect(contents).toContain('Índice')
      for (const chapter of spanish.chapters) expect(contents).toContain(chapter.title)
      expect(pageText(pdf, 6).trim()).toBe('')
      for (const [page, number] of [
        [7, 1],
        [9, 3],
        [11, 5],
      ] as const) {
        const text = pageText(pdf, page)
        expect(text).toMatch(/CAPÍTULO \d/)
        expect(text.trim().split('\n').at(-1)?.trim()).toBe(String(number))
      }
      // The inside margin is the wider one: left on a recto, right on a verso.
      const left = (page: number) => Math.min(...words(pdf, page).map((w) => w.x))
      expect(left(7)).toBeGreaterThan(left(8) + 10)
    },
  )

  it("sets the title page's lines apart, not on top of each other (LibreOffice)", { timeout: 180_000 }, async () => {
    const title = 'A Long Title That Needs Two or Three Lines on the Title Page'
    const pdf = convertToPdf(await writeDocx('title.docx', { ...sampleChecklist(), title, author: 'Jo Park' }))
    const titleWords = words(pdf, 1).filter((w) => title.split(' ').includes(w.text))
    const lines = [...new Map(titleWords.map((w) => [Math.round(w.top), w])).values()].sort((a, b) => a.top - b.top)
    expect(lines.length).toBeGreaterThanOrEqual(2)
    // Each line a full line height below the last (LibreOffice set them 13 pt apart for 28 pt type).
    for (let i = 1; i < lines.length; i++)
      expect(lines[i]!.top - lines[i - 1]!.top).toBeGreaterThan(0.9 * (lines[i - 1]!.bottom - lines[i - 1]!.top))
    expect(pageText(pdf, 1)).toContain('JO PARK')
  })

  it('takes fonts, accent and chapter opening from the theme', async () => {
    const styles = (theme: ExportDocument['theme']) => writeDocx(`${theme}.docx`, { ...sampleBook(), theme })
    const elegant = await styles('elegant')
    expect(part(elegant, 'word/styles.xml')).toMatch(/<w:rFonts w:ascii="Garamond"/)
    expect(part(elegant, 'word/styles.xml')).toContain('w:color w:val="7a2e3a"'.replace('7a2e3a', '7a2e3a'))
    expect(part(elegant, 'word/document.xml')).toContain('<w:pStyle w:val="Ornament"/>')
    const classic = part(await styles('classic'), 'word/styles.xml')
    expect(classic).toMatch(/<w:rFonts w:ascii="Georgia"/)
    expect(classic).toContain('1f3a5f')
    expect(classic).not.toContain('Garamond')
  })

  it('prints curly quotes in the book’s language, not in code (decision 56)', async () => {
    const chapters = [{ title: 'Der "Plan"', content: '"Los", sagte sie. It\'s `"code"`.' }]
    const xml = part(await writeDocx('quotes.docx', { ...sampleBook(), language: 'de', chapters }), 'word/document.xml')
    expect(xml).toContain('Der „Plan“')
    expect(xml).toContain('„Los“, sagte sie. It’s ')
    expect(xml).toContain('&quot;code&quot;')
  })

  it('sizes the page from the trim size, with equal margins outside print mode', async () => {
    const xml = part(await writeDocx('a5.docx', { ...sampleBook(), trimSize: 'a5' }), 'word/document.xml')
    expect(xml).toContain('<w:pgSz w:w="8391" w:h="11906" w:orient="portrait"/>')
    expect(xml).toMatch(/<w:pgMar w:top="1080" w:right="1008" w:bottom="1080" w:left="1008"/)
    expect(xml).not.toContain('oddPage')
  })
})

describe('DOCX worksheets (issue 16)', () => {
  it('continues a Monday… schedule to Sunday, gives write-in columns the room and write-in rows the height', async () => {
    const planner = part(await writeDocx('week.docx', samplePlanner()), 'word/document.xml')
    const table = /<w:tbl>.*?<\/w:tbl>/s.exec(planner)?.[0] ?? ''
    for (const day of ['Thursday', 'Friday', 'Saturday', 'Sunday']) expect(table).toContain(`>${day}<`)
    const grid = [...table.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((m) => Number(m[1]))
    expect(grid[1]).toBeGreaterThan(grid[0]! * 1.5)
    expect(count(table, /<w:trHeight w:val="640" w:hRule="atLeast"\/>/g)).toBe(7)
    const full = {
      ...samplePlanner(),
      chapters: [
        {
          title: 'Week',
          content: `| Day | Plan |\n| - | - |\n${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `| ${d} | |`).join('\n')}`,
        },
      ],
    }
    const fullTable = /<w:tbl>.*?<\/w:tbl>/s.exec(part(await writeDocx('full-week.docx', full), 'word/document.xml'))?.[0] ?? ''
    expect(count(fullTable, /<w:tr>/g)).toBe(8) // header and seven days, nothing added
    const spanish = {
      ...samplePlanner(),
      language: 'es',
      chapters: [{ title: 'Semana', content: '| Día | Plan |\n| - | - |\n| Lunes | |\n| Martes | |' }],
    }
    expect(part(await writeDocx('semana.docx', spanish), 'word/document.xml')).toMatch(/>Miércoles<.*>Domingo</s)
  })

  it('draws a line to write on for an empty item, and a short checklist has no contents page', async () => {
    const document = { ...sampleChecklist(), chapters: [{ title: 'Fill in', content: '- [ ] Named\n- [ ] \n- [ ] \n\n1. First\n2.\n' }] }
    const xml = part(await writeDocx('write-in.docx', document), 'word/document.xml')
    expect(count(xml, /<w:tab w:val="right" w:pos="\d+" w:leader="underscore"\/>/g)).toBe(3)
    expect(count(xml, /<w14:checkbox>/g)).toBe(3)
    expect(xml).not.toContain('[ ]')
    expect(xml).not.toContain('TOCHeading')
    expect(part(await writeDocx('long.docx', sampleExportDocument('checklist')), 'word/document.xml')).toContain('TOCHeading')
  })
})

describe('DOCX interior, finished (issue 29)', () => {
  const LONG_TITLE = 'A Very Long Chapter Title That Wraps Onto Two or Even Three Lines in the Book'
  const TABLE = [
    '| Day | Exercise | Volume | Intensity | Notes |',
    '| - | - | - | - | - |',
    '| Monday | Goblet squat with a pause at the bottom | 3×10 | Moderate | Keep the heels down and the chest up through every repetition |',
    '',
    'After the table.',
  ].join('\n')
  const base = sampleBook({}, 4)
  const chapterText = (n: number) => base.chapters[n]!.content
  const photo = samplePng(300, 300)
  const book: ExportDocument = {
    ...base,
    language: 'en',
    trimSize: '6x9',
    print: true,
    theme: 'friendly',
    author: 'Jo Park',
    year: 2026,
    subtitle: 'Mobility and strength for the weekend golfer',
    edition: 'First edition, 2027',
    isbn: '978-1-4028-9462-6',
    imprint: 'Bright Fern Press',
    disclaimer: 'This book is not medical advice. Ask your doctor before you start.',
    aboutAuthor: 'Jo Park has coached golfers for twenty years.\n\nShe lives in "Perth" with two dogs.',
    authorPhoto: dataUrl(photo),
    alsoBy: ['The Short Game', 'Putting Under Pressure'],
    callToAction: { text: 'If this book helped, a short review helps other golfers find it.', url: 'https://example.com/review' },
    chapters: [
      { title: 'Introduction', content: 'Why this book, and how to read it.', matter: 'front' },
      { title: LONG_TITLE, content: `${chapterText(1)}\n\n${TABLE}` },
      // Chapters of different lengths, so the contents' numbers are not a fixed step.
      { title: 'Building Rotation Part 3', content: [1, 2, 3].map(() => chapterText(2)).join('\n\n') },
      { title: 'Building Rotation Part 4', content: 'A short one.' },
    ],
  }
  const write = async (name: string) => {
    const file = join(dir, name)
    const input = { files: { [book.authorPhoto!]: photo }, maxBytes: DEFAULT_IMAGE_MAX_BYTES }
    writeFileSync(file, await renderDocx(buildExportModel(book, input)))
    return file
  }
  const headings = (xml: string) =>
    [...xml.matchAll(/<w:pStyle w:val="Heading1"\/>.*?<\/w:p>/gs)].map((m) =>
      [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    )

  it('sets the book matter from front-matter.ts: half-title, subtitle not description, the copyright page, closing pages', async () => {
    const file = await write('matter.docx')
    const xml = part(file, 'word/document.xml')
    expect(xml).toContain('<w:pStyle w:val="HalfTitle"/>')
    expect(xml).toContain('>Mobility and strength for the weekend golfer<')
    expect(xml).not.toContain(book.description.slice(0, 30))
    const copyright = [
      '© 2026 Jo Park',
      'All rights reserved.',
      'No part of this publication may be reproduced',
      'Published by Bright Fern Press',
      'First edition, 2027',
      'ISBN 978-1-4028-9462-6',
      'This book is not medical advice.',
    ].map((line) => xml.indexOf(line))
    expect(copyright.every((at, i) => at > 0 && (i === 0 || at > copyright[i - 1]!))).toBe(true)
    // An Introduction marked front matter is unnumbered; the body chapters count from 1.
    expect(headings(xml)).toEqual([
      'Introduction',
      LONG_TITLE,
      'Building Rotation Part 3',
      'Building Rotation Part 4',
      'Thank you for reading',
      'About the Author',
      'Also by Jo Park',
    ])
    expect(xml).toMatch(/>Chapter 1<\/w:t>.*?Heading1.*?A Very Long/s)
    expect(xml).not.toMatch(/>Chapter 1<\/w:t>.*?Heading1.*?>Introduction</s)
    // The call to action's address is a link that shows itself; the photo is drawn; the bio has curly quotes.
    expect(part(file, 'word/_rels/document.xml.rels')).toContain('Target="https://example.com/review" TargetMode="External"')
    expect(xml).toMatch(/<w:hyperlink[^>]*>.*?<w:t[^>]*>https:\/\/example\.com\/review<\/w:t>/)
    expect(partNames(file).filter((name) => name.startsWith('word/media/'))).toHaveLength(1)
    expect(xml).toContain('“Perth”')
  })

  it('spaces blocks with paragraph spacing, not empty spacer paragraphs; headings have an exact line height', async () => {
    const file = await write('spacing.docx')
    const xml = part(file, 'word/document.xml')
    const spacer = /<w:p><w:pPr><w:spacing [^>]*w:lineRule="exact"\/><\/w:pPr><\/w:p>/
    expect(xml).not.toMatch(spacer)
    // After a table and after a list, the next block leaves the room itself.
    expect(xml).toMatch(/<\/w:tbl><w:p><w:pPr><w:spacing w:before="200"\/>/)
    expect(xml).toMatch(/<w:numPr>.*?<\/w:p><w:p><w:pPr>(<w:pStyle w:val="\w+"\/>)?<w:spacing w:before="120"\/>/s)
    // Between two tables, the one paragraph Word needs (it joins tables with nothing between them).
    const tables = sampleBook(
      { chapters: [{ title: 'T', content: '| A | B |\n| - | - |\n| 1 | 2 |\n\n| C | D |\n| - | - |\n| 3 | 4 |' }] },
      1,
    )
    expect(part(await writeDocx('tables.docx', tables), 'word/document.xml')).toMatch(new RegExp(`</w:tbl>${spacer.source}<w:tbl>`))
    const styles = part(file, 'word/styles.xml')
    expect(styles).toMatch(/w:styleId="Heading1".*?<w:spacing [^>]*w:line="528" w:lineRule="exact"/s)
    // The contents' entries carry their page numbers (PAGEREF results), none blank.
    const results = [
      ...xml.matchAll(/PAGEREF _Toc\d+ \\h<\/w:instrText><w:fldChar w:fldCharType="separate"\/>(.*?)<w:fldChar w:fldCharType="end"\/>/g),
    ]
    expect(results).toHaveLength(7)
    for (const result of results) expect(result[1]).toMatch(/<w:t[^>]*>\d+<\/w:t>/)
  })

  it('counts the pages of a book of any length for the contents; a short book has no contents', () => {
    expect(worksOutPageNumbers(buildExportModel(sampleBook({}, 3)))).toBe(true)
    expect(worksOutPageNumbers(buildExportModel(sampleBook({}, 2)))).toBe(false)
    // Past the 480,000 characters docx/layout was allowed (its numbers were left blank there).
    const words = 'word '.repeat(50_000)
    const huge = buildExportModel(
      sampleBook({
        trimSize: '6x9',
        print: true,
        chapters: Array.from({ length: 3 }, (_, i) => ({ title: `Part ${i + 1}`, content: words })),
      }),
    )
    expect(worksOutPageNumbers(huge)).toBe(true)
    const pages = estimateContentsPages(huge, docxPage('6x9', true), [null, null, null], 1)
    expect(pages[0]).toBe(1)
    // Each chapter opens on a recto (odd) after the last; the closing page follows the last chapter.
    for (let i = 1; i < 3; i++) expect(pages[i]! % 2 === 1 && pages[i]! > pages[i - 1]! + 50).toBe(true)
    expect(pages[3]).toBeGreaterThan(pages[2]!)
  })

  it('fills pages as LibreOffice does: exact 15 pt lines, the larger of two spacings, two lines at least on a page', () => {
    // 300 twips lines on a 3,000-twip page: ten lines.
    const line = (lines: number, extra: Partial<Parameters<typeof pagesOf>[0][number]> = {}) => ({
      lines,
      line: 300,
      before: 0,
      after: 0,
      ...extra,
    })
    expect(pagesOf([line(10)], 3000)).toBe(1)
    expect(pagesOf([line(11)], 3000)).toBe(2)
    // Spacing after 160 and before 280 between two paragraphs: 280, not 440.
    expect(pagesOf([line(5, { after: 160 }), line(4, { before: 280 })], 3000)).toBe(1)
    // A heading kept with the next paragraph's first two lines moves to the next page with them.
    expect(pagesOf([line(8), line(1, { whole: true, keepNext: true }), line(3)], 3000)).toBe(2)
    // A 12-line paragraph after 9 lines: one line fits, so the paragraph starts on the next page.
    expect(pagesOf([line(9), line(12)], 3000)).toBe(3)
    expect(lineCount('word '.repeat(100), 9000, 22, 'serif')).toBeGreaterThan(lineCount('word '.repeat(100), 9000, 22, 'sans') - 1)
  })

  it(
    'LibreOffice: titles that do not collide, contents numbers that are the chapters’ pages, no word broken in a table',
    { timeout: 180_000 },
    async () => {
      const pdf = convertToPdf(await write('finished.docx'))
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1])
      const texts = Array.from({ length: pages }, (_, i) => pageText(pdf, i + 1))
      const lines = (text: string) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      // The contents: entries ("Title .... 3"), a long title over two lines.
      const contentsPage = texts.findIndex((text) => lines(text)[0] === 'Contents')
      const entries: [string, number][] = []
      let pending = ''
      for (const line of lines(texts[contentsPage]!).slice(1)) {
        const m = /^(.*?)[\s.]*(\d+)$/.exec(line)
        if (m) {
          entries.push([`${pending} ${m[1]}`.trim(), Number(m[2])])
          pending = ''
        } else pending = `${pending} ${line}`.trim()
      }
      expect(entries.map(([title]) => title)).toEqual(headings(part(join(dir, 'finished.docx'), 'word/document.xml')))
      // Each number is the one printed in the footer of the page the heading opens.
      for (const [title, number] of entries) {
        const page = texts.findIndex((text, i) => i > contentsPage && lines(text).slice(0, 3).join(' ').includes(title.slice(0, 24)))
        expect(page, title).toBeGreaterThan(contentsPage)
        expect(lines(texts[page]!).at(-1), title).toBe(String(number))
      }
      expect(new Set(entries.map(([, n]) => n)).size).toBe(entries.length)
      // The long title's lines each a full line below the last (LibreOffice set them 15 pt apart at 22 pt).
      const opening = texts.findIndex((text, i) => i > contentsPage && text.includes('A Very Long Chapter'))
      const titleWords = words(pdf, opening + 1).filter((w) => LONG_TITLE.split(' ').includes(w.text) && w.bottom - w.top > 20)
      const rows = [...new Map(titleWords.map((w) => [Math.round(w.top), w])).values()].sort((a, b) => a.top - b.top)
      expect(rows.length).toBeGreaterThanOrEqual(2)
      for (let i = 1; i < rows.length; i++)
        expect(rows[i]!.top - rows[i - 1]!.top).toBeGreaterThan(0.9 * (rows[i - 1]!.bottom - rows[i - 1]!.top))
      // No word of the table broken inside its column ("Volu/me").
      const tablePage = texts.findIndex((text) => text.includes('Intensity'))
      const tableWords = words(pdf, tablePage + 1).map((w) => w.text)
      for (const word of ['Day', 'Exercise', 'Volume', 'Intensity', 'Notes', 'Monday', 'Moderate', 'repetition'])
        expect(tableWords).toContain(word)
      // The closing pages: the address printed, the photo drawn.
      const thanks = texts.findIndex((text, i) => i > contentsPage && text.includes('Thank you for reading'))
      expect(texts[thanks]).toContain('https://example.com/review')
      const about = texts.findIndex((text) => text.includes('About the Author') && text.includes('coached'))
      expect(
        execFileSync('pdfimages', ['-list', '-f', String(about + 1), '-l', String(about + 1), pdf])
          .toString()
          .trim()
          .split('\n'),
      ).toHaveLength(3)
    },
  )
})
