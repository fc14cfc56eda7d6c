import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { PagePart, PagePreview } from '@core/page-preview.ts'
import { renderExport } from '../export-handler.ts'
import { NO_IMAGE_INPUT } from '../images/export-image.ts'
import { loadRenderer } from '../renderer.ts'
import { buildExportModel } from '../export-model.ts'
import { longExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { renderAndRead } from '../../../../tests/support/export/pdf-read.ts'
import { sampleBook, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { partDocument, renderPages } from './render-pages.ts'
import { compileTypst } from './typst-compiler.ts'
import { TYPST_MAIN } from './typst-files.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-pages-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0

/** The part's own Typst document compiled to a PDF and read back: the text of each page the preview draws. */
async function partText(document: ExportDocument, part: PagePart): Promise<string[]> {
  const { pdf, warnings } = await compileTypst({ file: TYPST_MAIN }, JSON.stringify(partDocument(buildExportModel(document), part)))
  expect(warnings).toEqual([])
  const file = join(dir, `part-${++files}.pdf`)
  writeFileSync(file, pdf)
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
  return text
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' ').trim())
}

/** The leftmost column with ink on a page, as a share of the page's width. */
async function leftInk(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  for (let x = 0; x < info.width; x++)
    for (let y = 0; y < info.height * 0.8; y++) if (data[y * info.width + x]! < 160) return x / info.width
  return 1
}

const book = sampleBook({ title: 'Swing Stronger After 40', author: 'Ana Pérez' }, 3)

describe('page preview (decision 87)', () => {
  it('lays out only the asked chapter, its opening page as the book prints it', async () => {
    const pages = await partText(book, { kind: 'chapter', index: 1 })
    const all = pages.join(' ')
    expect(all).toContain('Building Rotation Part 2')
    expect(all).toContain('Chapter 2')
    expect(all).not.toContain('Building Rotation Part 1')
    expect(all).not.toContain('Building Rotation Part 3')
    expect(all).not.toContain('Contents')
    // The first chapter's pages are the book's own, page for page, numbers included.
    const full = await renderAndRead(book)
    const first = await partText(book, { kind: 'chapter', index: 0 })
    const opening = Array.from({ length: full.pages }, (_, i) => full.page(i + 1)).findIndex((text) => text.includes('Chapter 1'))
    expect(first.length).toBeGreaterThan(1)
    first.forEach((text, i) => expect(text).toBe(full.page(opening + i + 1)))
  })

  it('lays out only the front matter: cover, title, copyright and contents, with every chapter listed', async () => {
    const pages = await partText(book, { kind: 'front' })
    expect(pages).toHaveLength(4)
    expect(pages[1]).toContain('Swing Stronger After 40')
    expect(pages[2]).toContain('All rights reserved.')
    expect(pages[3]).toMatch(/Contents Building Rotation Part 1 .*– Building Rotation Part 2 .*– Building Rotation Part 3/)
    expect(pages.join(' ')).not.toContain('Every swing starts in the hips')
    // A worksheet's front matter is its printable cover.
    expect(await partText(samplePlanner(), { kind: 'front' })).toHaveLength(1)
  })

  it("shows a print book's new front matter (issue 29): half-title, title page, copyright page, contents listing titles only", async () => {
    const matter: ExportDocument = {
      ...book,
      print: true,
      trimSize: '6x9',
      subtitle: 'Add distance without the aches',
      imprint: 'Bright Fern Press',
      isbn: '978-3-16-148410-0',
      aboutAuthor: 'Ana coaches golfers.',
      chapters: [{ title: 'Introduction', content: 'Why.', matter: 'front' }, ...book.chapters],
    }
    const pages = await partText(matter, { kind: 'front' })
    expect(pages.slice(0, 4)).toEqual([
      'Swing Stronger After 40',
      '',
      'Swing Stronger After 40 Add distance without the aches Ana Pérez BRIGHT FERN PRESS',
      expect.stringMatching(
        /^Swing Stronger After 40 © \d{4} Ana Pérez All rights reserved\. .* Published by Bright Fern Press ISBN 978-3-16-148410-0$/,
      ),
    ])
    expect(pages[4]).toMatch(
      /^Contents Introduction .*– Building Rotation Part 1 .*– Building .*– Building Rotation Part 3 .*– About the Author .*–$/,
    )
  })

  it('answers SVG pages of the trim size, counted, with the chapter numbered from 1', async () => {
    for (const [trimSize, width, height] of [
      ['letter', 612, 792],
      ['6x9', 432, 648],
    ] as const) {
      const preview = await renderPages(buildExportModel({ ...longExportDocument(3, 1500), trimSize }), { kind: 'chapter', index: 2 })
      expect(preview.pageSize).toEqual({ width, height })
      expect(preview.pageCount).toBe(preview.pages.length)
      expect(preview.pageCount).toBeGreaterThan(trimSize === '6x9' ? 5 : 3)
      expect(preview.firstNumber).toBe(1)
      for (const svg of preview.pages) {
        const meta = await sharp(Buffer.from(svg)).metadata()
        expect([meta.width, meta.height]).toEqual([width, height])
      }
    }
    expect((await renderPages(buildExportModel(book), { kind: 'front' })).firstNumber).toBeNull()
  })

  it('moves the text block for print: the binding side of a right-hand page gets the wider margin', async () => {
    const opening = async (print: boolean) =>
      (await renderPages(buildExportModel({ ...book, trimSize: '6x9', print }), { kind: 'chapter', index: 0 })).pages[0]!
    const digital = await leftInk(await opening(false))
    const printed = await leftInk(await opening(true))
    expect(printed).toBeGreaterThan(digital + 0.01)
  })

  it('keeps hostile text out of the images: no text layer, link, script or handler, and every page well formed', async () => {
    const hostile = ']]></h5:div><script>alert(1)</script><foreignObject>'
    const document = sampleBook(
      {
        title: `Hostile ${hostile} & "quotes"`,
        chapters: [
          {
            title: `A ${hostile}`,
            content: `Text ${hostile} with [a link](javascript:alert(1)) and [another](https://example.com/?a=1&b=<2>) and a note.[^n]\n\n[^n]: Note ${hostile}\n\n- [x] done`,
          },
          { title: 'Two', content: 'See [chapter one](#a).' },
          { title: 'Three', content: 'Three.' },
        ],
      },
      3,
    )
    for (const part of [{ kind: 'front' }, { kind: 'chapter', index: 0 }] as PagePart[]) {
      const preview = await renderPages(buildExportModel(document), part)
      expect(preview.pageCount).toBeGreaterThan(0)
      for (const svg of preview.pages) {
        expect(svg).not.toMatch(/<script|<foreignObject|<a\b|\son[a-z]+=|javascript:|alert|example\.com|Hostile/i)
        // librsvg refuses an ill-formed SVG: each page parses and draws.
        await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer)
      }
    }
  })

  it("goes through the worker's path gzipped, with the previewed chapter's images and only its images", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const image = `![A blue box](data:image/png;base64,${png.toString('base64')})`
    const document = sampleBook({
      chapters: [
        { title: 'One', content: `Text.\n\n${image}` },
        { title: 'Two', content: `More.\n\n${image}` },
        { title: 'Three', content: 'End.' },
      ],
    })
    const preview = async (part: PagePart) => {
      const file = await renderExport('pages', document, loadRenderer, NO_IMAGE_INPUT, { part })
      expect(file.mediaType).toBe('application/json')
      return JSON.parse(gunzipSync(file.bytes).toString('utf8')) as PagePreview
    }
    expect((await preview({ kind: 'chapter', index: 1 })).pages.join('')).toMatch(/<image [^>]*href="data:image\/png;base64,/)
    expect((await preview({ kind: 'chapter', index: 2 })).pages.join('')).not.toContain('<image')
  })

  it('refuses a chapter the document does not have', async () => {
    await expect(renderPages(buildExportModel(book), { kind: 'chapter', index: 3 })).rejects.toMatchObject({
      body: { code: 'validation_failed' },
    })
  })
})
