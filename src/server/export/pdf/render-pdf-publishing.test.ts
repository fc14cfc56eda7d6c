import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { TRIM_SIZES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { longExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { renderAndRead as render } from '../../../../tests/support/export/pdf-read.ts'
import { sampleBook, sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'

// Issue 16: the PDF as a publisher's pipeline checks it (pdfinfo, pdftotext, qpdf).
const PAGE_SIZES: Record<(typeof TRIM_SIZES)[number], string> = {
  letter: '612 x 792',
  a4: '595.28 x 841.89',
  a5: '419.53 x 595.28',
  '6x9': '432 x 648',
  '5.5x8.5': '396 x 612',
}

/** Characters on the full lines of a page's justified text (pdftotext -layout); short last lines and headers left out. */
function lineLengths(layout: string): number[] {
  const lines = layout.split('\n').map((line) => line.trim())
  return lines.filter((line, i) => line.length > 30 && (lines[i + 1] ?? '').length > 30 && !/\s{3,}/.test(line)).map((line) => line.length)
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

describe('PDF trim sizes', () => {
  it.each(TRIM_SIZES)('sets the %s page size and a book measure of 60–75 characters a line', async (trimSize) => {
    const pdf = await render({ ...longExportDocument(1, 900), trimSize })
    expect(pdf.info).toMatch(new RegExp(`^Page size:\\s+${PAGE_SIZES[trimSize]} pts`, 'm'))
    // The chapter's second page is all running text.
    const lengths = lineLengths(pdf.layout(5))
    expect(lengths.length).toBeGreaterThan(10)
    expect(median(lengths)).toBeGreaterThanOrEqual(60)
    expect(median(lengths)).toBeLessThanOrEqual(75)
    expect(Math.max(...lengths)).toBeLessThanOrEqual(80)
  })

  it('scales a worksheet to a small trim and keeps its layout', async () => {
    const planner = await render({ ...samplePlanner(), trimSize: '5.5x8.5' })
    expect(planner.info).toMatch(/^Page size:\s+396 x 612 pts/m)
    expect(planner.pages).toBe(3)
    expect(planner.page(2)).toContain('WEEK OF')
  })
})

describe('PDF language, author and labels', () => {
  const spanish: ExportDocument = {
    ...sampleBook({ productType: 'guide', title: 'Golpea más fuerte', description: 'Una guía de fuerza y movilidad.' }, 4),
    language: 'es-MX',
    author: 'Lucía Fernández',
    year: 2025,
    aiDisclosure: 'Partes de este libro se redactaron con ayuda de IA.',
  }

  it('sets /Title, /Author and /Lang from the book', async () => {
    const pdf = await render(spanish)
    expect(pdf.info).toMatch(/^Title:\s+Golpea más fuerte$/m)
    expect(pdf.info).toMatch(/^Author:\s+Lucía Fernández$/m)
    // Typst 0.14 writes the region too (0.13 wrote '/Lang (es)').
    expect(pdf.raw).toContain('/Lang (es-MX)')
    const anonymous = await render(sampleBook({}, 1))
    expect(anonymous.info).not.toMatch(/^Author:/m)
    expect(anonymous.raw).toContain('/Lang (en)')
  })

  it("prints every label in the book's language, and the copyright page", async () => {
    const pdf = await render(spanish)
    // The cover: no product-type label and no blurb (decision 84); the author in capitals on this layout.
    expect(pdf.page(1)).toBe('GOLPEA MÁS FUERTE LUCÍA FERNÁNDEZ')
    // The description is the blurb: the title page prints the subtitle, and this book has none (issue 29).
    expect(pdf.page(2)).toBe('Golpea más fuerte Lucía Fernández')
    expect(pdf.page(3)).toBe(
      'Golpea más fuerte © 2025 Lucía Fernández Todos los derechos reservados. Ninguna parte de esta publicación puede ser reproducida, almacenada ni transmitida de ninguna forma ni por ningún medio sin el permiso previo por escrito del titular de los derechos, salvo breves citas en reseñas. Partes de este libro se redactaron con ayuda de IA.',
    )
    expect(pdf.page(4).startsWith('Índice')).toBe(true)
    expect(pdf.text).toContain('CAPÍTULO 1')
    expect(pdf.text).not.toMatch(/Contents|CHAPTER|GUIDE/)
  })

  it("prints a worksheet's fields in the book's language", async () => {
    // Letter-spaced labels come out of pdftotext with stray spaces: compare without them.
    const squeeze = (text: string) => text.replace(/\s+/g, '')
    const checklist = await render({ ...sampleChecklist(), language: 'es' })
    for (const label of ['LISTADECONTROL', 'NOMBRE', 'FECHA', 'LISTADECONTROL1', 'HECHO', 'de6', 'NOTAS'])
      expect(squeeze(checklist.text)).toContain(label)
    const planner = await render({ ...samplePlanner(), language: 'de' })
    // The planner's cover badge, in German, where the product type used to be (decision 84).
    for (const label of ['UNDATIERT', 'ABSCHNITT1', 'WOCHEVOM', 'NOTIZEN', 'AlleRechtevorbehalten.'])
      expect(squeeze(planner.text)).toContain(label)
    expect(planner.text).not.toMatch(/SECTION|WEEK OF|NOTES/)
  })

  // Typst 0.14 writes the hyphen of a hyphenated break as U+00AD (decision 97): the split word
  // shows as a line ending in a soft hyphen inside a word of the text.
  const splitWords = (layout: string, words: Set<string>) => {
    const lines = layout
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    return lines.filter((line, i) => {
      const head = /(\p{L}+)\u00ad$/u.exec(line)?.[1]
      const tail = /^(\p{Ll}+)/u.exec(lines[i + 1] ?? '')?.[1]
      return head && tail && words.has(head + tail)
    }).length
  }
  const prose = (text: string) => ({ ...sampleBook({ chapters: [{ title: 'Uno', content: text.repeat(12) }] }), trimSize: 'a5' as const })
  const wordsOf = (text: string) => new Set(text.split(/[^\p{L}]+/u))

  it.each([
    [
      'es',
      'La organización internacional de la información requiere responsabilidades compartidas, especialmente cuando las comunicaciones interdepartamentales se complican extraordinariamente. ',
    ],
    [
      'de',
      'Die Donaudampfschifffahrtsgesellschaft beobachtete gelegentlich außergewöhnliche Wetterveränderungen, während Bundesverfassungsgerichtsentscheidungen Versicherungsgesellschaften beschäftigten. ',
    ],
  ])('hyphenates %s text by its language', async (language, text) => {
    const pdf = await render({ ...prose(text), language })
    expect(pdf.raw).toContain(`/Lang (${language})`)
    expect(splitWords(pdf.layout(4), wordsOf(text))).toBeGreaterThan(2)
  })
})

describe('PDF print mode', () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-print-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  /** The outline (bookmarks) with the page each entry opens, as qpdf reads it. */
  async function outline(document: ExportDocument): Promise<{ title: string; page: number }[]> {
    const file = join(dir, 'print.pdf')
    writeFileSync(file, (await compilePdf(buildExportModel(document))).pdf)
    const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=outlines', file], { encoding: 'utf8' })) as {
      outlines: { title: string; destpageposfrom1: number }[]
    }
    return json.outlines.map((o) => ({ title: o.title, page: o.destpageposfrom1 }))
  }

  // One-page chapters: without blank versos every other chapter would open on a left-hand page.
  const short: ExportDocument = {
    ...sampleBook({ chapters: ['One', 'Two', 'Three', 'Four'].map((title) => ({ title, content: `${title} is short.` })) }),
    print: true,
    trimSize: '6x9',
  }

  it('opens every chapter on a right-hand (odd) page, with blank versos between', async () => {
    const entries = await outline(short)
    // After the half-title and its blank verso (issue 29).
    expect(entries.map((e) => e.page)).toEqual([7, 9, 11, 13])
    const pdf = await render(short)
    expect(pdf.pages).toBe(13)
    // The blank pages carry no header and no page number.
    for (const blank of [2, 6, 8, 10, 12]) expect(pdf.page(blank)).toBe('')
  })

  it('starts with the half-title instead of the cover, numbers pages from chapter 1 and puts the number outside', async () => {
    const pdf = await render({ ...sampleBook({}, 4), print: true, trimSize: '6x9' })
    // The half-title, its blank verso, the title page on a recto (issue 29).
    expect(pdf.page(1)).toBe('Swing Stronger After 40')
    expect(pdf.page(3)).toBe('Swing Stronger After 40')
    expect(pdf.page(5).startsWith('Contents')).toBe(true)
    expect(pdf.page(7)).toMatch(/^CHAPTER 1 .* 1$/)
    // -layout keeps the number's place: at the right edge on a recto, at the left on a verso.
    const numberLine = (n: number) => pdf.layout(n).trimEnd().split('\n').at(-1)!
    expect(numberLine(7)).toMatch(/^\s{20,}1$/)
    expect(numberLine(8)).toMatch(/^2$/)
  })

  it("never leaves a title's short last word alone on a line of the title page", async () => {
    const pdf = await render({ ...sampleBook({ title: 'Golpea mucho más fuerte después de los 40' }, 1), print: true, trimSize: '6x9' })
    const lines = pdf
      .layout(3)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    expect(lines.slice(0, 2)).toEqual(['Golpea mucho más fuerte después de', 'los 40'])
  })

  it('sets the wider margin on the binding side', async () => {
    const file = join(dir, 'margins.pdf')
    writeFileSync(file, (await compilePdf(buildExportModel({ ...sampleBook({}, 2), print: true, trimSize: '6x9' }))).pdf)
    // The left edge of the body text, from pdftotext's word boxes: further in on a recto.
    const left = (page: number) => {
      const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' })
      return Math.min(...[...html.matchAll(/xMin="([\d.]+)"/g)].map((m) => Number(m[1])))
    }
    expect(left(5)).toBeGreaterThan(left(6) + 10)
  })
})

describe('PDF footnotes', () => {
  it('sets notes at the foot of the page, numbered, and drops the written labels', async () => {
    const content =
      'Grip pressure matters.[^signal] So does tempo.[^tempo]\n\nA second paragraph.\n\n[^signal]: Measured with a pressure sensor.\n[^tempo]: Three to one, back to down.\n'
    const pdf = await render(sampleBook({ chapters: [{ title: 'Notes', content }] }))
    const page = pdf.page(4)
    expect(page).not.toContain('signal')
    // Typst 0.14 sets the marks with the font's superscript figures, whose text is the digit
    // (0.13 wrote '¹'); the tagged PDF marks them as references to the notes.
    expect(page).toContain('Grip pressure matters.1 So does tempo.2 A second paragraph.')
    // The notes come after the text, at the foot, before the page number.
    expect(page).toMatch(/A second paragraph\. 1Measured with a pressure sensor\. 2Three to one, back to down\. 1$/)
  })

  it('prints a note cited twice once, under one number', async () => {
    const content = 'Tempo first.[^tempo] Tempo again.[^tempo]\n\n[^tempo]: Three to one, back to down.\n'
    const page = (await render(sampleBook({ chapters: [{ title: 'Notes', content }] }))).page(4)
    expect(page).toContain('Tempo first.1 Tempo again.1')
    expect(page.match(/Three to one/g)).toHaveLength(1)
  })
})

describe('PDF quote marks (decision 56)', () => {
  it('prints the marks of the book’s language from the table the EPUB and DOCX use', async () => {
    const content = "Il a dit : \"bonjour 'toi'\" à l'homme."
    const french = await render({ ...sampleBook({}, 1), language: 'fr', chapters: [{ title: 'Le "plan"', content }] })
    // French: guillemets spaced off (pdftotext reads the narrow no-break space as a space), “ ” inside
    // them (Typst's own French inner marks are ‹ ›).
    expect(french.text).toMatch(/Il a dit : «\s?bonjour “toi”\s?» à l’homme\./u)
    expect(french.text).toMatch(/Le «\s?plan\s?»/u)
    const portugal = await render({ ...sampleBook({}, 1), language: 'pt-PT', chapters: [{ title: 'Plano', content: 'Disse "olá".' }] })
    expect(portugal.text).toContain('Disse «olá».')
  })
})
