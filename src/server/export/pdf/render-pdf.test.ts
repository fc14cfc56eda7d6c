import { beforeAll, describe, expect, it } from 'vitest'
import { buildExportModel } from '../export-model.ts'
import { longExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { type Rendered, renderAndRead as render } from '../../../../tests/support/export/pdf-read.ts'
import { sampleBook, sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { renderPdf } from './render-pdf.ts'
import { compileTypst, TypstRenderError } from './typst-compiler.ts'

const straight = (text: string) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'")
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A contents line: the title, dot leaders, the page number. */
const tocEntry = (title: string) => new RegExp(`${escapeRegExp(title)}[ .\u2060]*(\\d+)`)

describe('renderPdf (Typst)', () => {
  const book = sampleBook({}, 4)
  let pdf: Rendered
  beforeAll(async () => {
    pdf = await render(book)
  })

  it('prints a cover, a title page, a copyright page, a contents page and each chapter on its own page', () => {
    // Each chapter takes two pages at the book measure (decision 50).
    expect(pdf.pages).toBe(12)
    expect(pdf.page(1)).toContain(book.title)
    expect(pdf.page(1)).not.toContain('A practical strength and mobility guide')
    expect(pdf.page(2)).toContain(book.title)
    expect(pdf.page(3)).toMatch(
      new RegExp(`^${book.title} © ${new Date().getUTCFullYear()} All rights reserved\\. No part of this publication`),
    )
    expect(pdf.page(4).startsWith('Contents')).toBe(true)
    book.chapters.forEach((chapter, i) => {
      expect(pdf.page(5 + 2 * i)).toContain(chapter.title)
      expect(pdf.page(5 + 2 * i)).toContain(`CHAPTER ${i + 1}`)
    })
  })

  it('keeps the cover to the title and the author: no product-type label, no blurb, no counts (decision 84)', async () => {
    expect(pdf.page(1)).toBe(book.title)
    const signed = await render(sampleBook({ author: 'Jane Doe' }, 1))
    expect(signed.page(1).toLowerCase().endsWith('jane doe')).toBe(true)
    expect(signed.text).not.toMatch(/\d+ chapters?\b/)
  })

  it('lists every chapter in the contents with the page it starts on', () => {
    for (const chapter of book.chapters) expect(pdf.page(4)).toMatch(tocEntry(chapter.title))
    const numbers = book.chapters.map((chapter) => Number(tocEntry(chapter.title).exec(pdf.page(4))?.[1]))
    expect(numbers).toEqual([1, 3, 5, 7])
  })

  it('leaves the contents page out of a short product: fewer than three chapters (front-matter.ts)', async () => {
    const short = await render(sampleBook({}, 2))
    expect(short.pages).toBe(7)
    expect(short.text).not.toContain('Contents')
    expect(short.page(4)).toContain('CHAPTER 1')
  })

  it('keeps every character of non-Latin text and names only the fonts compiled into Typst', () => {
    expect(pdf.text).toContain('Café owners in Zürich, Ελληνικά (Greek) and Русский текст (Cyrillic)')
    // System fonts differ between machines (CI has almost none): falling back to one would show here.
    for (const font of pdf.fonts) expect(font).toMatch(/^[A-Z]{6}\+(LibertinusSerif|NewCM|DejaVuSansMono)/)
  })

  it('links each contents entry to its chapter and gives the reader bookmarks', () => {
    // Internal link annotations (the contents lines) go to a page, by /Dest or a GoTo action
    // (Typst versions differ); web links carry a /URI action instead.
    const annotations = pdf.raw
      .split('/Subtype /Link')
      .slice(1)
      .map((rest) => rest.slice(0, rest.indexOf('>>')))
    const internalLinks = annotations.filter((a) => /\/Dest |\/S \/GoTo/.test(a))
    expect(internalLinks).toHaveLength(book.chapters.length)
    for (const [i, chapter] of book.chapters.entries()) expect(pdf.raw).toMatch(new RegExp(`/Title \\((${i + 1} )?${chapter.title}\\)`))
  })

  it('sets the PDF title and subject from the document', () => {
    expect(pdf.info).toMatch(/^Title:\s+Swing Stronger After 40$/m)
    expect(pdf.info).toMatch(/^Subject:\s+A practical strength/m)
  })

  it('draws task items as tick boxes, ticked ones with a tick', () => {
    expect(pdf.text.match(/✔/g)).toHaveLength(book.chapters.length)
    expect(pdf.text).toContain('Book a mobility session')
  })

  it("prints the chapter's title as a screen PDF's running header on pages after a chapter opens", async () => {
    const document = longExportDocument(2, 1500)
    const long = await render(document)
    expect(long.pages).toBeGreaterThan(4)
    // A screen PDF has no spreads: its head is the chapter alone (issue 29; a print book's verso carries the book).
    const second = long.page(5)
    expect(second.startsWith(document.chapters[0]!.title)).toBe(true)
    expect(second).not.toContain(document.title)
    // The chapter's first page has no header, only the page number at the foot; titles that carry
    // their own number ('Chapter 1: …') get no second one.
    expect(long.page(4).startsWith(document.chapters[0]!.title)).toBe(true)
    expect(long.text).not.toMatch(/\b1 Chapter 1:/)
    expect(long.page(5).trim().endsWith('2')).toBe(true)
  })

  it('prints markup-looking titles and text literally, never as Typst code', async () => {
    const tricky = '#panic("x") ] $ x $ [link] *bold* @ref <label> // not a comment'
    const out = await render(sampleBook({ title: tricky, subtitle: '#set page(width: 1pt) ]' }, 1))
    // Straight quotes in prose print as typographic ones; everything else character for character.
    expect(straight(out.page(1))).toContain(tricky)
    expect(out.page(1)).toContain('#panic(“x”)')
    // The subtitle prints on the title page (the description, the blurb, never prints in the book: issue 29).
    expect(out.text).toContain('#set page(width: 1pt) ]')
    const chapter = await render(
      sampleBook({ chapters: [{ title: '#pagebreak() ]', content: 'Text with #strong[x] and `#panic("y")` and $math$.' }] }),
    )
    expect(chapter.text).toContain('#pagebreak() ]')
    // Code keeps its straight quotes.
    expect(chapter.text).toContain('Text with #strong[x] and #panic("y") and $math$.')
    expect((await renderPdf(buildExportModel(sampleBook({}, 1)))).subarray(0, 5)).toEqual(new TextEncoder().encode('%PDF-'))
  })

  it('prints a checklist as a worksheet: fill-in fields, tick boxes for every item, notes lines', async () => {
    const checklist = await render(sampleChecklist())
    // The cover is the title page, with the copyright line; two sections get no contents page.
    expect(checklist.pages).toBe(3)
    expect(checklist.page(1)).toContain('All rights reserved.')
    expect(checklist.page(2)).toContain('CHECKLIST 1')
    // Task items and plain bullets alike are boxes: 6 in the first section, one of them ticked.
    expect(checklist.page(2)).toContain('DONE')
    expect(checklist.page(2)).toContain('of 6')
    expect(checklist.text.match(/✔/g)).toHaveLength(1)
    expect(checklist.page(2)).toContain('NOTES')
    // Worksheets keep the running header on a section's first page too.
    expect(checklist.page(2).startsWith('Productivity Launch Checklist')).toBe(true)
  })

  it('prints a planner with its tables and room to write', async () => {
    const planner = await render(samplePlanner())
    expect(planner.pages).toBe(3)
    expect(planner.page(2)).toContain('SECTION 1')
    expect(planner.page(2)).toMatch(/WEEK OF/)
    for (const head of ['Day', 'Breakfast', 'Lunch', 'Dinner', 'Wednesday']) expect(planner.page(2)).toContain(head)
    expect(planner.page(3)).toContain('NOTES')
  })

  it("rejects a failed compile with Typst's message and keeps serving the next one", async () => {
    await expect(compileTypst({ source: '#panic("on purpose")' }, '{}')).rejects.toThrow(TypstRenderError)
    await expect(compileTypst({ source: '#let x = (' }, '{}')).rejects.toThrow(/Typst could not render the PDF/)
    const next = await compileTypst({ source: 'Hello' }, '{}')
    expect(new TextDecoder().decode(next.pdf.subarray(0, 5))).toBe('%PDF-')
  })
})
