import { execFileSync } from 'node:child_process'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { COVER_PIXELS, LISTING_SIZES, type ListingSize } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel } from '../../export-model.ts'
import { checkExportImages } from '../../images/check-export-images.ts'
import { NO_IMAGE_INPUT } from '../../images/export-image.ts'
import { dataUrl, samplePng } from '../../../../../tests/support/export/image-samples.ts'
import { sampleBook, sampleChecklist } from '../../../../../tests/support/export/pdf-samples.ts'
import { compileTypstSvg } from '../../pdf/typst-compiler.ts'
import { TYPST_MAIN } from '../../pdf/typst-files.ts'
import { renderCover } from '../render-cover.ts'
import type { Placement } from './compositions.ts'
import { interiorDocument, interiorPages, pageSegments, spreadPages, stackPages } from './interior-pages.ts'
import { composeListing, renderListing } from './render-listing.ts'
import { shadowLayer, turnedBox } from './scene.ts'

const book = (overrides: Partial<ExportDocument> = {}) => buildExportModel(sampleBook({ author: 'Jane Doe', ...overrides }, 3))

/** ImageMagick's own reading of the file: its format and pixel size. */
const identify = (jpeg: Uint8Array) => execFileSync('identify', ['-format', '%m %w %h', '-'], { input: jpeg }).toString()

/** The turned box of what the picture shows, against the canvas: it must lie wholly inside. */
function inside(subject: Placement, canvas: { width: number; height: number }) {
  const box = turnedBox(subject.width, subject.height, subject.degrees)
  return {
    left: subject.cx - box.width / 2 >= 0,
    top: subject.cy - box.height / 2 >= 0,
    right: subject.cx + box.width / 2 <= canvas.width,
    bottom: subject.cy + box.height / 2 <= canvas.height,
  }
}

const ALL_INSIDE = { left: true, top: true, right: true, bottom: true }

/** The mean difference per channel (0–255) between two images of the same size. */
async function difference(a: Uint8Array | Buffer, b: Uint8Array | Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()))
  let total = 0
  for (let i = 0; i < x!.length; i++) total += Math.abs(x![i]! - y![i]!)
  return total / x!.length
}

/** The words of a page, from the text layer Typst adds for selecting (one element per line). */
const pageText = (page: string) => [...page.matchAll(/class="tsel"[^>]*>([^<]*)</g)].map((match) => match[1]).join(' ')

/** The share of dark pixels (ink) in a raster. */
function ink(data: Buffer, channels: number): number {
  let dark = 0
  for (let i = 0; i < data.length; i += channels) if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 110) dark++
  return dark / (data.length / channels)
}

describe('the listing images (issue 27 item 4, decision 86)', () => {
  it.each(LISTING_SIZES)(
    'makes %s a JPEG of its exact size with its subject wholly inside',
    { timeout: 60_000 },
    async (size: ListingSize) => {
      const model = book()
      const { subject } = await composeListing(model, size)
      expect(inside(subject, COVER_PIXELS[size])).toEqual(ALL_INSIDE)
      const jpeg = await renderListing(model, size)
      const { width, height } = COVER_PIXELS[size]
      expect(identify(jpeg)).toBe(`JPEG ${width} ${height}`)
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    },
  )

  it('fades a wide drop shadow smoothly, with no blocky steps from its small blurred copy', async () => {
    // The banner's wide shadow (blur 3.5% of 720 px): drawn at 1/8 size, then enlarged.
    const [width, height] = [600, 400]
    const layer = await shadowLayer(width, height, [{ cx: 300, cy: 200, width: 200, height: 300 }], { blur: 25, opacity: 0.6 })
    const raw = layer.raw!
    const alpha = await sharp(layer.input as Buffer, { raw })
      .extractChannel(3)
      .raw()
      .toBuffer()
    // Along the row through the middle, from the shape's right edge out into the falloff.
    const y = 200 - layer.top!
    const row = [...alpha.subarray(y * raw.width, (y + 1) * raw.width)]
    const steps = row.slice(1).map((a, i) => Math.abs(a - row[i]!))
    expect(Math.max(...row)).toBeGreaterThan(100)
    expect(Math.max(...steps)).toBeLessThanOrEqual(6)
  })

  it('places the whole front cover on the Gumroad and link-preview banners, where it says', { timeout: 60_000 }, async () => {
    const model = book({ theme: 'friendly' })
    const cover = await renderCover(model, 'front')
    for (const size of ['gumroad', 'og'] as const) {
      const { image, subject } = await composeListing(model, size)
      const region = {
        left: Math.round(subject.cx - subject.width / 2),
        top: Math.round(subject.cy - subject.height / 2),
        width: subject.width,
        height: subject.height,
      }
      const shown = await sharp(await image.png().toBuffer())
        .extract(region)
        .png()
        .toBuffer()
      const expected = await sharp(cover).resize(subject.width, subject.height, { fit: 'fill' }).png().toBuffer()
      // The same picture under a little printed-book light: far closer than to anything else.
      expect({ size, close: (await difference(shown, expected)) < 14 }).toEqual({ size, close: true })
      expect(subject.height / COVER_PIXELS[size].height).toBeGreaterThan(0.75)
    }
  })

  it('keeps the open book and the printed book wholly inside the picture at every trim', { timeout: 120_000 }, async () => {
    for (const trimSize of ['letter', 'a5', '6x9', '5.5x8.5'] as const) {
      for (const size of ['mockup-2', 'mockup-3'] as const) {
        const { subject } = await composeListing(book({ trimSize }), size)
        expect({ trimSize, size, inside: inside(subject, COVER_PIXELS[size]) }).toEqual({ trimSize, size, inside: ALL_INSIDE })
      }
    }
  })

  it(
    "shows the book's own interior pages in the stack and the spread: other text, other pixels; the cover alone, none",
    { timeout: 120_000 },
    async () => {
      const other = book({
        chapters: sampleBook({}, 3).chapters.map((chapter) => ({
          ...chapter,
          content: `${chapter.content}\n\nA different closing line.`.replace(/hips/g, 'knees'),
        })),
      })
      for (const size of ['mockup-2', 'mockup-3'] as const) {
        const [a, b] = await Promise.all([renderListing(book(), size), renderListing(other, size)])
        expect({ size, differs: (await difference(a, b)) > 0.05 }).toEqual({ size, differs: true })
      }
      // The tablet shows the cover only: the chapters change nothing.
      const [a, b] = await Promise.all([renderListing(book(), 'mockup-1'), renderListing(other, 'mockup-1')])
      expect(await difference(a, b)).toBe(0)
    },
  )
})

describe('the interior pages of the mockups', () => {
  it("print the book's images, as the PDF does", { timeout: 60_000 }, async () => {
    const withPicture = (content: string) => sampleBook({ chapters: [{ title: 'Pictures', content }, ...sampleBook({}, 2).chapters] }, 3)
    const plain = withPicture('A paragraph before the picture.\n\nA paragraph after it.')
    const pictured = withPicture(
      `A paragraph before the picture.\n\n![A gradient](${dataUrl(samplePng(600, 300))})\n\nA paragraph after it.`,
    )
    const model = async (document: ExportDocument) => buildExportModel(document, await checkExportImages(document.chapters, NO_IMAGE_INPUT))
    const [a, b] = await Promise.all([model(plain), model(pictured)])
    expect(b.images).toHaveLength(1)
    const [pagesA, pagesB] = await Promise.all([interiorPages(a), interiorPages(b)])
    const [drawnA, drawnB] = await Promise.all([pagesA.draw(pagesA.opening, 500), pagesB.draw(pagesB.opening, 500)])
    // The picture is a broad colour gradient: far more coloured (non-grey) pixels than text gives.
    const coloured = (data: Buffer) => {
      let count = 0
      for (let i = 0; i < data.length; i += 4)
        if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 40) count++
      return count / (data.length / 4)
    }
    expect(coloured(drawnB.data) - coloured(drawnA.data)).toBeGreaterThan(0.02)
  })

  it('are the print interior of the first two chapters, cut short, with no contents page', () => {
    const model = book({ theme: 'elegant', trimSize: '6x9' })
    const long = { ...model, chapters: [...model.chapters, ...model.chapters] }
    const document = interiorDocument(long)
    expect(document).toMatchObject({ print: true, contents: false })
    expect(document.chapters.map((chapter) => chapter.title)).toEqual(['Building Rotation Part 1', 'Building Rotation Part 2'])
    expect(document.page.width).toBe(6 * 72)
  })

  it.each([
    ['a book', sampleBook({}, 3)],
    ['a checklist', sampleChecklist()],
  ])("open %s at its first chapter's first page, and draw it with ink on it", { timeout: 30_000 }, async (_, document) => {
    const model = buildExportModel(document)
    // The text layer says what is on each page (interiorPages strips it before drawing).
    const { svg } = await compileTypstSvg({ file: TYPST_MAIN }, JSON.stringify(interiorDocument(model)))
    const { pages: withText } = pageSegments(svg)
    const pages = await interiorPages(model)
    const title = model.chapters[0]!.title
    expect(pageText(withText[pages.opening - 1] ?? '')).toContain(title)
    expect(
      withText
        .slice(0, pages.opening - 1)
        .map(pageText)
        .join(' '),
    ).not.toContain(title)
    const drawn = await pages.draw(pages.opening, 600)
    expect(drawn.height).toBe(600)
    expect(ink(drawn.data, 4)).toBeGreaterThan(0.004)
    expect(ink(drawn.data, 4)).toBeLessThan(0.3)
    // A blank verso is never picked.
    for (const n of [...stackPages(pages, 3), ...spreadPages(pages)]) expect(pages.printed).toContain(n)
  })

  it('picks a real spread (a left-hand page and the next), and the opening uppermost in the stack', () => {
    // The first spread about as full as the fullest: the book's first pages, not its deepest.
    const full = [50, 20, 300, 380, 350, 400, 420]
    expect(spreadPages({ printed: [1, 2, 3, 4, 5, 6, 7], opening: 3, fill: full })).toEqual([4, 5])
    // A chapter's last page holding two lines (4) beside the next chapter's opening: the next spread.
    expect(spreadPages({ printed: [1, 2, 3, 4, 5, 6, 7], opening: 3, fill: [50, 20, 300, 30, 300, 400, 400] })).toEqual([6, 7])
    // A one-page chapter, a blank verso, the next chapter: the opening and the next printed page.
    expect(spreadPages({ printed: [1, 2, 3, 5], opening: 3, fill: [50, 20, 300, 0, 300] })).toEqual([3, 5])
    expect(spreadPages({ printed: [1, 3], opening: 3, fill: [50, 0, 300] })).toEqual([1, 3])
    expect(stackPages({ printed: [1, 2, 3, 4, 5, 6], opening: 3 }, 3)).toEqual([3, 4, 5])
    expect(stackPages({ printed: [1, 3], opening: 3 }, 3)).toEqual([3, 1])
  })
})
