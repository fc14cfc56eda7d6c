import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { THEMES } from '@core/publishing.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'

// Issue 29: copy, search and screen readers get back what was written (decision 97). Read with
// poppler's pdftotext: -raw gives the text in the order it was drawn, line by line, without the
// reading-order mode's own dehyphenation (which removes any '-' that ends a line, hard or not).
const dir = mkdtempSync(join(tmpdir(), 'folio-text-layer-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every character class a book's text layer must keep. */
const CHARACTERS =
  'Café, naïve, Zürich, São Paulo, Ærøskøbing, “curly” and ‘single’ quotes — an em dash, 1990–2000, and so on… fine flow, affluent officials, waffle.'
const HARD = ['well-known', 'self-organisation', 'twenty-first-century', 'check-list', 'long-term', 'mother-in-law', 'up-to-date']
const paragraph =
  'The equilibrium of interdisciplinary well-known practice requires extraordinarily complicated responsibilities, self-organisation and twenty-first-century thinking; ' +
  'characteristically, the mother-in-law keeps an up-to-date check-list of long-term internationalisation and incomprehensibilities. '
const TITLE = 'NOTA-AL-PIE'
const CHAPTER = 'Self-care, a well-known check-list'

const book = (overrides: Partial<ExportDocument> = {}): ExportDocument =>
  sampleBook(
    {
      title: TITLE,
      author: 'Ana López-García',
      trimSize: '5.5x8.5',
      chapters: [
        { title: CHAPTER, content: `## Long-term pre-flight\n\n${paragraph.repeat(8)}\n\n${CHARACTERS}\n\n${paragraph.repeat(6)}` },
        { title: 'Second part', content: paragraph.repeat(8) },
      ],
      ...overrides,
    },
    2,
  )

const words = new Set([paragraph, CHARACTERS, CHAPTER, TITLE, 'Ana López-García', 'Long-term pre-flight'].join(' ').match(/[\p{L}-]+/gu))

async function textLayer(document: ExportDocument, mode: '-raw' | '-layout' | null = '-raw'): Promise<string> {
  const { pdf, warnings } = await compilePdf(buildExportModel(document))
  expect(warnings).toEqual([])
  const file = join(dir, `${document.theme ?? 'book'}-${document.language ?? 'en'}-${mode ?? 'default'}.pdf`)
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', [...(mode ? [mode] : []), file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
}

/**
 * The line ends that fall inside a word, as [end of the line, start of the next]: a word broken by
 * hyphenation, or a hard hyphen the line broke after.
 */
function brokenWords(text: string): { end: string; start: string }[] {
  const lines = text.split(/\n|\f/)
  const found: { end: string; start: string }[] = []
  lines.forEach((line, i) => {
    const end = /[\p{L}]+[\u00ad-]?$/u.exec(line.trimEnd())?.[0]
    const start = /^-?[\p{L}]+/u.exec((lines[i + 1] ?? '').trimStart())?.[0]
    if (end && start && /[\u00ad-]$/.test(end)) found.push({ end, start })
  })
  return found
}

describe('the text layer gives back what was written (decision 97)', () => {
  it.each(THEMES)(
    '%s: a word hyphenated at a line end comes back whole, with a soft hyphen; a hard hyphen stays',
    { timeout: 60_000 },
    async (theme) => {
      const text = await textLayer(book({ theme }))
      const broken = brokenWords(text)
      expect(broken.length).toBeGreaterThan(0)
      for (const { end, start } of broken) {
        // Typst 0.14 writes the hyphen it adds as U+00AD (soft): the word without it is the writer's.
        // A '-' at a line end is the writer's own: the word with it is.
        const word = end.endsWith('\u00ad') ? end.slice(0, -1) + start : end + start.replace(/^-/, '')
        expect({ end, start, word, written: [...words].some((w) => w.includes(word)) }).toEqual({ end, start, word, written: true })
      }
      // No word is cut by a bare line end (a line break with no hyphen at all: 'equi librio').
      const lines = text.split(/\n|\f/).map((line) => line.trim())
      lines.forEach((line, i) => {
        const end = /\p{L}+$/u.exec(line)?.[0]
        const start = /^\p{L}+/u.exec(lines[i + 1] ?? '')?.[0]
        if (end && start && !words.has(end)) expect(words.has(end + start), `${end}|${start}`).toBe(false)
      })
    },
  )

  it.each(THEMES)('%s: every accented letter, quote, dash, ellipsis and ligature comes back', { timeout: 60_000 }, async (theme) => {
    const text = (await textLayer(book({ theme }), null)).replace(/\u00ad\s+/g, '').replace(/\s+/g, ' ')
    expect(text).toContain(CHARACTERS)
    for (const word of HARD) expect(text).toContain(word)
  })

  it('keeps a hard hyphen drawn after the first hyphenated line end (Typst 0.13 read it back as a space: "NOTA AL PIE")', async () => {
    // No hyphen before the long words: the first hyphen glyph the body font draws is one Typst adds.
    const long = 'Characteristically incomprehensible interdisciplinary responsibilities internationalisation. '
    const text = (
      await textLayer(
        book({
          title: 'Plain Notes',
          author: 'Ana Lopez',
          print: true,
          chapters: [{ title: 'Notes', content: `${long.repeat(6)}\n\nSee NOTA-AL-PIE and the well-known rule.` }],
        }),
        null,
      )
    )
      .replace(/\u00ad\s+/g, '')
      .replace(/\s+/g, ' ')
    expect(text).toContain('See NOTA-AL-PIE and the well-known rule.')
    expect(text).toContain('Characteristically incomprehensible interdisciplinary responsibilities internationalisation.')
  })

  it('keeps hard hyphens in the title page, the chapter opener, the headings and the running heads', async () => {
    const pages = (await textLayer(book({ trimSize: '6x9' }), '-layout')).split('\f')
    expect(pages[1]).toContain(TITLE)
    const opener = pages.findIndex((page) => page.includes(CHAPTER))
    expect(opener).toBeGreaterThan(1)
    expect(pages[opener]).toContain('Long-term pre-flight')
    // The running head of the pages after the opener names the book or the chapter, hyphens kept.
    expect(pages[opener + 1]).toMatch(new RegExp(`${TITLE}|${CHAPTER}`))
  })

  it('Spanish repeats a hard hyphen at the start of the next line; the word still comes back once, hyphen kept', async () => {
    const text = await textLayer(book({ language: 'es', theme: 'classic' }))
    // In the body's justified text (display titles are set without hyphenation rules).
    const hard = brokenWords(text).filter(({ end }) => end.endsWith('-') && end === end.toLowerCase())
    expect(hard.length).toBeGreaterThan(0)
    for (const { end, start } of hard) expect({ end, start, repeated: start.startsWith('-') }).toEqual({ end, start, repeated: true })
  })
})
