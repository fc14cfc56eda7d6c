import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { assetReference } from '@core/image-reference.ts'
import { writeImageDestination } from '@core/image-layout.ts'
import { renderDocx } from '../docx/render-docx.ts'
import { renderEpub } from '../epub/render-epub.ts'
import { buildExportModel } from '../export-model.ts'
import { renderHtmlDocument } from '../html/render-html.ts'
import { modelToMarkdown } from '../markdown/render-markdown.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { renderPages } from '../pdf/render-pages.ts'
import { compilePdf } from '../pdf/render-pdf.ts'
import { treeToBlocks } from '../pdf/typst-blocks.ts'
import { preflightReport } from '../preflight/preflight.ts'
import { checkExportImages } from './check-export-images.ts'
import type { ExportImageInput } from './export-image.ts'
import { gatherExportImages, type ProjectImages } from './gather-images.ts'
import { documentImageUrls } from './image-destinations.ts'
import { dataUrl, SAMPLE_ASSET_ID, samplePng } from '../../../../tests/support/export/image-samples.ts'

/**
 * An image's width (Full, ¾, ½) and caption in every export (issue 30, decision 109): the width is
 * `#width=50` on the Markdown destination (@core/image-layout.ts), the title the caption.
 */
const dir = mkdtempSync(join(tmpdir(), 'folio-image-width-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Both wider than any book's text at 150 dpi, so each is sized by its share of the text width.
const WIDE = samplePng(1000, 500)
const HALF = samplePng(1200, 600)
const asked: string[][] = []
const store: ProjectImages = {
  sizes: async (_owner, ids) => {
    asked.push([...ids])
    return new Map(ids.filter((id) => id === SAMPLE_ASSET_ID).map((id) => [id, HALF.length]))
  },
  read: async (_owner, ids) => new Map(ids.filter((id) => id === SAMPLE_ASSET_ID).map((id) => [id, HALF])),
}

const book = (): ExportDocument =>
  sampleBook(
    {
      language: 'en',
      chapters: [
        {
          title: 'Pictures',
          content: `A paragraph before the pictures.

![A wide gradient](${dataUrl(WIDE)} "Full width")

![A smaller gradient](${writeImageDestination(assetReference(SAMPLE_ASSET_ID), 'half')} "Half the text width")

After the pictures.
`,
        },
      ],
    },
    1,
  )

async function images(document: ExportDocument): Promise<ExportImageInput> {
  const owner = { userId: SAMPLE_ASSET_ID, projectId: SAMPLE_ASSET_ID }
  const options = { project: store, remoteHosts: ['images.example.test'], maxBytes: 5 * 1024 * 1024, fetchTimeoutMs: 2000 }
  return checkExportImages(document.chapters, await gatherExportImages(document.chapters, options, owner))
}

const unzip = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')

describe('image width and caption in every export (issue 30, decision 109)', () => {
  let input: ExportImageInput
  beforeAll(async () => {
    input = await images(book())
  })

  it('the width never reaches an asset lookup, a fetch or a data: decode', () => {
    expect(asked).toEqual([[SAMPLE_ASSET_ID]])
    expect(Object.keys(input.files)).toContain(assetReference(SAMPLE_ASSET_ID))
    expect(Object.keys(input.files)).toContain(dataUrl(WIDE))
    const urls = documentImageUrls([
      { content: '![a](https://images.example.test/a.png#width=75 "A") ![b](<data:image/png;base64,AAAA#width=50>)' },
    ])
    expect(urls).toEqual(['https://images.example.test/a.png', 'data:image/png;base64,AAAA'])
  })

  it('the model hangs the width and the caption on the placed image', () => {
    const model = buildExportModel(book(), input)
    const blocks = treeToBlocks(model.chapters[0]!.tree)
    const figures = blocks.filter((b) => b.t === 'figure')
    expect(figures.map((f) => (f.t === 'figure' ? [f.img.f, f.caption] : null))).toEqual([
      [1, [{ t: 'text', v: 'Full width' }]],
      [0.5, [{ t: 'text', v: 'Half the text width' }]],
    ])
  })

  it('PDF: the half-width image is drawn at half the text width (pdfimages), its caption under it', async () => {
    const { pdf, warnings } = await compilePdf(buildExportModel(book(), input))
    expect(warnings).toEqual([])
    const file = join(dir, 'widths.pdf')
    writeFileSync(file, pdf)
    const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2)
    const drawn = rows.map((line) => {
      const cols = line.trim().split(/\s+/)
      return { width: Number(cols[3]), ppi: Number(cols[12]) }
    })
    expect(drawn.map((d) => d.width)).toEqual([1000, 1200])
    // Drawn inches = pixels / ppi: the full image fills the text width, the other half of it.
    const inches = drawn.map((d) => d.width / d.ppi)
    expect(inches[1]! / inches[0]!).toBeCloseTo(0.5, 1)
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(text).toContain('Full width')
    expect(text).toContain('Half the text width')
  })

  it('the page preview lays the image out as the PDF does', async () => {
    const preview = await renderPages(buildExportModel(book(), input), { kind: 'chapter', index: 0 })
    const widths = [...preview.pages.join('').matchAll(/<image class="typst-image" width="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(widths).toHaveLength(2)
    expect(widths[1]! / widths[0]!).toBeCloseTo(0.5, 2)
  })

  it('DOCX: the drawing is half as wide, with its caption paragraph', async () => {
    const file = join(dir, 'widths.docx')
    writeFileSync(file, await renderDocx(buildExportModel(book(), input)))
    const xml = unzip(file, 'word/document.xml')
    const extents = [...xml.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g)].map((m) => Number(m[1]))
    expect(extents).toHaveLength(2)
    expect(extents[1]! / extents[0]!).toBeCloseTo(0.5, 2)
    expect(xml).toContain('Half the text width')
    expect(xml).toContain('Full width')
  })

  it('EPUB: a percentage width and a figcaption', async () => {
    const file = join(dir, 'widths.epub')
    writeFileSync(file, await renderEpub(buildExportModel(book(), input)))
    const chapter = unzip(file, 'OEBPS/chapter-1.xhtml')
    expect(chapter).toMatch(/alt="A wide gradient" style="width: 100%"/)
    expect(chapter).toMatch(/alt="A smaller gradient" style="width: 50%" ?\/><figcaption>Half the text width<\/figcaption>/)
  })

  it('HTML and print: the image at most its share of the page, with its caption', () => {
    const html = renderHtmlDocument(buildExportModel(book(), input))
    expect(html).toMatch(/alt="A smaller gradient" style="width: 768px; max-width: 50%" \/><figcaption>Half the text width<\/figcaption>/)
    expect(html).toMatch(/alt="A wide gradient" style="width: 640px" \/>/)
  })

  it('Markdown ZIP: the width stays on the link to the image file, the caption as its title', () => {
    const markdown = modelToMarkdown(buildExportModel(book(), input))
    expect(markdown).toContain('![A smaller gradient](images/image-2.png#width=50 "Half the text width")')
    expect(markdown).toContain('![A wide gradient](images/image-1.png "Full width")')
  })

  it('the print check measures the resolution at the printed size', async () => {
    const report = await preflightReport(buildExportModel(book(), input))
    const [full, half] = report.images
    expect(half!.dpi / full!.dpi).toBeCloseTo(2.4, 1)
  })
})
