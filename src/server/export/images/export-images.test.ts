import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { assetReference, parseAssetReference } from '@core/image-reference.ts'
import { renderDocx } from '../docx/render-docx.ts'
import { renderEpub } from '../epub/render-epub.ts'
import { buildExportModel } from '../export-model.ts'
import { modelToMarkdown } from '../markdown/render-markdown.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from '../pdf/render-pdf.ts'
import { preflightReportSchema } from '@core/export-preflight.ts'
import { renderExport } from '../export-handler.ts'
import { checkExportImages } from './check-export-images.ts'
import type { ExportImageInput } from './export-image.ts'
import { gatherExportImages, type ProjectImages } from './gather-images.ts'
import { readImageHeader } from './image-header.ts'
import {
  brokenPngs,
  dataUrl,
  SAMPLE_ASSET_ID,
  sampleGif,
  sampleJpeg,
  samplePng,
  sampleWebp,
} from '../../../../tests/support/export/image-samples.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const MB = 1024 * 1024
/** A project image store holding `images` by id. */
function storeOf(images: Record<string, Uint8Array>): ProjectImages {
  const held = (ids: readonly string[]) => ids.flatMap((id) => (images[id] ? [[id, images[id]] as const] : []))
  return {
    sizes: async (_owner, ids) => new Map(held(ids).map(([id, bytes]) => [id, bytes.length])),
    read: async (_owner, ids) => new Map(held(ids)),
  }
}
/** The project's image store as the tests see it: one real JPEG under the sample id. */
const fakeProject = storeOf({ [SAMPLE_ASSET_ID]: sampleJpeg() })

const pictures = (extra = ''): ExportDocument =>
  sampleBook(
    {
      language: 'en',
      chapters: [
        {
          title: 'Pictures',
          content: `A paragraph before the picture.

![A gradient crossed by a dark band](${dataUrl(samplePng())} "The swing plane")

The cover of the guide: ![The guide's cover](${assetReference(SAMPLE_ASSET_ID)}) in a line of text.
${extra}`,
        },
      ],
    },
    1,
  )

/** What the export worker builds its model from: the images the server gathered, then checked in the worker. */
async function images(document: ExportDocument): Promise<ExportImageInput> {
  const owner = { userId: SAMPLE_ASSET_ID, projectId: SAMPLE_ASSET_ID }
  const gathered = await gatherExportImages(
    document.chapters,
    { project: fakeProject, remoteHosts: [], maxBytes: 5 * MB, fetchTimeoutMs: 2000 },
    owner,
  )
  return checkExportImages(document.chapters, gathered)
}

const unzip = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')
const entries = (file: string) => execFileSync('unzip', ['-Z1', file]).toString('utf8').trim().split('\n')

describe('asset: references', () => {
  it('names a project image by its uuid, and nothing else', () => {
    expect(assetReference(SAMPLE_ASSET_ID.toUpperCase())).toBe(`asset:${SAMPLE_ASSET_ID}`)
    expect(parseAssetReference(` asset:${SAMPLE_ASSET_ID.toUpperCase()} `)).toBe(SAMPLE_ASSET_ID)
    for (const other of ['asset:1', 'asset:../x', `https://x.test/asset:${SAMPLE_ASSET_ID}`, 'data:image/png;base64,']) {
      expect(parseAssetReference(other)).toBeNull()
    }
  })
})

describe('image headers', () => {
  it('reads format and pixel size from the bytes of PNG, JPEG, GIF and WebP, and refuses text named .png', () => {
    expect(readImageHeader(samplePng(640, 480))).toEqual({ format: 'png', width: 640, height: 480 })
    expect(readImageHeader(sampleJpeg())).toEqual({ format: 'jpeg', width: 83, height: 117 })
    expect(readImageHeader(sampleGif())).toEqual({ format: 'gif', width: 1, height: 1 })
    expect(readImageHeader(sampleWebp())).toEqual({ format: 'webp', width: 1, height: 1 })
    expect(readImageHeader(new TextEncoder().encode('not an image, whatever its name says'))).toBeNull()
    expect(readImageHeader(samplePng().slice(0, 20))).toBeNull()
  })
})

describe('images in the exports (issue 16, decision 55)', () => {
  const failing = [
    `![Too big to print](${dataUrl(samplePng(1400, 1400))})`,
    `![Text named png](data:image/png;base64,${Buffer.from('plain text, not a picture').toString('base64')})`,
    `![A WebP picture](${dataUrl(sampleWebp(), 'image/webp')})`,
    '![A remote picture](https://images.example.test/photo.png)',
  ].join('\n\n')
  let input: ExportImageInput
  beforeAll(async () => {
    input = await images(pictures())
  })

  it('PDF: the data: PNG and the project image are embedded, each once, with the caption under the figure', async () => {
    const { pdf, warnings } = await compilePdf(buildExportModel(pictures(), input))
    expect(warnings).toEqual([])
    const file = join(dir, 'pictures.pdf')
    writeFileSync(file, pdf)
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2)
    expect(list.map((line) => line.trim().split(/\s+/).slice(3, 5).join('×'))).toEqual(['600×300', '83×117'])
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(text).toContain('The swing plane')
    expect(text).not.toContain('A gradient crossed')
  })

  it('a failing image prints as its alt text and the export still succeeds, in every format', async () => {
    // The 1400×1400 PNG is 5.9 MB of raw pixels but compresses well: the cap here is set below it.
    const document = pictures(`\n${failing}\n`)
    const big = dataUrl(samplePng(1400, 1400)).length
    const capped = { ...(await images(document)), maxBytes: Math.floor(big * 0.6) }
    const model = buildExportModel(document, capped)
    expect(model.images.map((image) => image.name)).toEqual(['image-1.png', 'image-2.jpg'])
    const { pdf } = await compilePdf(buildExportModel(document, capped))
    const file = join(dir, 'failing.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    for (const alt of ['Too big to print', 'Text named png', 'A WebP picture', 'A remote picture']) expect(text).toContain(alt)
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(4)
    const docx = join(dir, 'failing.docx')
    writeFileSync(docx, await renderDocx(buildExportModel(document, capped)))
    expect(entries(docx).filter((name) => name.startsWith('word/media/'))).toHaveLength(2)
  })

  it('DOCX: the images are in word/media with their alt text as the description, sized to the page', async () => {
    const file = join(dir, 'pictures.docx')
    writeFileSync(file, await renderDocx(buildExportModel(pictures(), input)))
    expect(entries(file).filter((name) => name.startsWith('word/media/'))).toHaveLength(2)
    const xml = unzip(file, 'word/document.xml')
    expect(xml).toContain('descr="A gradient crossed by a dark band"')
    // Typographic quotes reach the alt text too (decision 56).
    expect(xml).toContain('descr="The guide’s cover"')
    // 600 px at 150 dpi is 4 in: 3,657,600 EMU wide, 1,828,800 high (under the text width of a 6×9 page).
    expect(xml).toMatch(/<wp:extent cx="3657600" cy="1828800"\/>/)
    expect(xml).toContain('The swing plane')
    // Single-spaced: under the body's 1.25 spacing LibreOffice clipped the drawing to one line (seen in its rendering).
    expect(xml).toMatch(/<w:spacing [^>]*w:line="240" w:lineRule="auto"\/><w:jc w:val="center"\/><\/w:pPr><w:r><w:drawing>/)
  })

  it('EPUB: the images are manifest items under images/, with alt text, and the book passes epubcheck', async () => {
    const file = join(dir, 'pictures.epub')
    writeFileSync(file, await renderEpub(buildExportModel(pictures(), input)))
    const opf = unzip(file, 'OEBPS/content.opf')
    expect(opf).toContain('<item id="image-1" href="images/image-1.png" media-type="image/png" />')
    // The export's own file names, the same as in the Markdown ZIP (decision 120).
    expect(opf).toContain('<item id="image-2" href="images/image-2.jpg" media-type="image/jpeg" />')
    expect(opf).toContain('<meta property="schema:accessibilityFeature">alternativeText</meta>')
    expect(execFileSync('unzip', ['-p', file, 'OEBPS/images/image-2.jpg'])).toEqual(Buffer.from(sampleJpeg()))
    const chapter = unzip(file, 'OEBPS/chapter-1.xhtml')
    expect(chapter).toContain('<figure class="image"><img src="images/image-1.png" alt="A gradient crossed by a dark band"')
    expect(chapter).toContain('<figcaption>The swing plane</figcaption>')
    expect(chapter).toMatch(/<img class="inline-image" src="images\/image-2.jpg" alt="The guide(’|&#x2019;)s cover"/)
    if (!existsSync('/usr/bin/epubcheck')) return
    const run = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '/usr/bin/epubcheck', file], { encoding: 'utf8' })
    expect(`${run.stdout}\n${run.stderr}`).toContain('0 fatals / 0 errors / 0 warnings')
  }, 120_000)

  it('Markdown links the images to the images/ folder of its ZIP (issue 29)', () => {
    const markdown = modelToMarkdown(buildExportModel(pictures(), input))
    expect(markdown).toContain(`![The guide's cover](images/image-2.jpg)`)
    expect(markdown).toContain('![A gradient crossed by a dark band](images/image-1.png "The swing plane")')
  })
})

describe('damaged images print as their alt text in every format and never fail the export (issue 25, decision 75)', () => {
  const BROKEN_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
  // The project's store as the server would read it: a good JPEG, and a PNG cut short under another id.
  const project = storeOf({ [SAMPLE_ASSET_ID]: sampleJpeg(), [BROKEN_ID]: brokenPngs.truncated() })
  const alts = ['A truncated chart', 'A header alone', 'A profile bomb', 'A data bomb', 'An uploaded PNG cut short']
  const document = sampleBook(
    {
      chapters: [
        {
          title: 'Damaged',
          content: [
            `![The guide's cover](${assetReference(SAMPLE_ASSET_ID)})`,
            `![${alts[0]}](${dataUrl(brokenPngs.truncated())})`,
            `![${alts[1]}](${dataUrl(brokenPngs.headerOnly())})`,
            `![${alts[2]}](${dataUrl(brokenPngs.iccpBomb())})`,
            `![${alts[3]}](${dataUrl(brokenPngs.idatBomb())})`,
            `![${alts[4]}](${assetReference(BROKEN_ID)})`,
          ].join('\n\n'),
        },
      ],
    },
    1,
  )
  let input: ExportImageInput
  beforeAll(async () => {
    const owner = { userId: SAMPLE_ASSET_ID, projectId: SAMPLE_ASSET_ID }
    input = await gatherExportImages(document.chapters, { project, remoteHosts: [], maxBytes: 5 * MB, fetchTimeoutMs: 2000 }, owner)
    // The server sends the broken upload along; only the worker's check knows it is broken.
    expect(Object.keys(input.files).sort()).toEqual([assetReference(BROKEN_ID), assetReference(SAMPLE_ASSET_ID)].sort())
  })
  const render = (format: 'pdf' | 'docx' | 'epub' | 'markdown' | 'preflight') => renderExport(format, document, undefined, input)

  it('the worker keeps only the image that decodes', async () => {
    expect(Object.keys((await checkExportImages(document.chapters, input)).files)).toEqual([assetReference(SAMPLE_ASSET_ID)])
  })

  it('PDF: the good image is embedded, every broken one prints as its alt text', async () => {
    const file = join(dir, 'damaged.pdf')
    writeFileSync(file, (await render('pdf')).bytes)
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2)
    expect(list.map((line) => line.trim().split(/\s+/).slice(3, 5).join('×'))).toEqual(['83×117'])
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
    for (const alt of alts) expect(text).toContain(alt)
  })

  it('DOCX and EPUB: one image each, the broken ones as their alt text', async () => {
    const docx = join(dir, 'damaged.docx')
    writeFileSync(docx, (await render('docx')).bytes)
    expect(entries(docx).filter((name) => name.startsWith('word/media/'))).toHaveLength(1)
    const xml = unzip(docx, 'word/document.xml')
    for (const alt of alts) expect(xml).toContain(alt)
    const epub = join(dir, 'damaged.epub')
    writeFileSync(epub, (await render('epub')).bytes)
    expect(entries(epub).filter((name) => name.startsWith('OEBPS/images/') && !name.endsWith('/'))).toHaveLength(1)
    const chapter = unzip(epub, 'OEBPS/chapter-1.xhtml')
    for (const alt of alts) expect(chapter).toContain(alt)
  })

  it('Markdown: the good image in the ZIP, a broken upload as its alt text; the print check lists the good image and warns about the rest', async () => {
    const zip = unzipSync((await render('markdown')).bytes)
    expect(Object.keys(zip).filter((name) => name.startsWith('images/'))).toHaveLength(1)
    const markdown = strFromU8(zip['swing-stronger-after-40.md']!)
    expect(markdown).not.toContain(assetReference(BROKEN_ID))
    expect(markdown).toContain(alts[4])
    const report = preflightReportSchema.parse(JSON.parse(new TextDecoder().decode((await render('preflight')).bytes)))
    expect(report.images.map((image) => image.alt)).toEqual(["The guide's cover"])
    expect(report.issues).toContainEqual({
      code: 'images_as_alt_text',
      message: '5 images print as their alt text: they are missing, damaged, too large or not allowed. Replace them to print them.',
    })
  })
})
