import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { COVER_ART, COVER_FONTS, COVER_LAYOUTS, type CoverDesign, type CoverLayout } from '@core/cover-design.ts'
import { COVER_PIXELS, type CoverSize } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel, type ExportModel } from '../export-model.ts'
import { coverImageKey, NO_IMAGE_INPUT } from '../images/export-image.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { renderPdf } from '../pdf/render-pdf.ts'
import { compileTypst } from '../pdf/typst-compiler.ts'
import { TYPST_COVER } from '../pdf/typst-files.ts'
import { contrastRatio, MIN_CONTRAST, toHex } from './contrast.ts'
import { coverDocument, coverPage } from './cover-document.ts'
import { coverPicture, withCoverPicture } from './cover-image.ts'
import { renderCover } from './render-cover.ts'
import { renderWrapPdf } from './render-wrap.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-cover-layouts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0

function poppler(pdf: Uint8Array, tool: 'pdfinfo' | 'pdftotext', ...args: string[]): string {
  const file = join(dir, `c${files++}.pdf`)
  writeFileSync(file, pdf)
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
}

interface Word {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
}

function words(pdf: Uint8Array, page = 1): Word[] {
  const xml = poppler(pdf, 'pdftotext', '-bbox', '-f', String(page), '-l', String(page))
  return [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    x0: Number(m[1]),
    y0: Number(m[2]),
    x1: Number(m[3]),
    y1: Number(m[4]),
    text: m[5]!,
  }))
}

function pageSize(pdf: Uint8Array): { width: number; height: number; pages: number } {
  const info = poppler(pdf, 'pdfinfo')
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!
  return { width: Number(size[1]), height: Number(size[2]), pages: Number(/Pages:\s+(\d+)/.exec(info)![1]) }
}

/** Every word inside the box, `margin` points clear of its edges. */
function expectInside(found: Word[], box: { x: number; y: number; width: number; height: number }, margin: number, what: string) {
  expect(found.length, `${what}: some text`).toBeGreaterThan(0)
  // A word pdftotext gives no width (a lone Arabic final form) has the font's whole line box as its height, not the glyph's.
  const outside = found
    .filter((w) => w.x1 > w.x0)
    .filter(
      (w) => w.x0 < box.x + margin || w.y0 < box.y + margin || w.x1 > box.x + box.width - margin || w.y1 > box.y + box.height - margin,
    )
  expect(outside, `${what} in ${JSON.stringify(box)}`).toEqual([])
}

const design = (layout: CoverLayout, image?: string): CoverDesign => ({
  layout,
  font: 'theme',
  palette: image ? 'image' : 'theme',
  image: image ? { source: 'upload', imageId: image } : { source: 'art', art: 'auto' },
})

const IMAGE_ID = '7b0c1f8e-4a55-4d7e-9a3e-2a1c6f0b9d11'

/** A photo-like picture: a sky, a sun and hills, with grain. */
async function photo(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#f6b26b"/>
    <circle cx="800" cy="320" r="110" fill="#fff2cc"/><path d="M0 560 C 300 420 700 640 1200 520 L1200 900 L0 900Z" fill="#38761d"/></svg>`
  const noise = await sharp({
    create: { width: 1200, height: 900, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 20 }, background: '#808080' },
  })
    .png()
    .toBuffer()
  return new Uint8Array(
    await sharp(Buffer.from(svg))
      .composite([{ input: noise, blend: 'overlay' }])
      .jpeg()
      .toBuffer(),
  )
}

function model(layout: CoverLayout, document: Partial<ExportDocument> = {}, image?: Uint8Array): ExportModel {
  const doc = sampleBook({ title: 'The Backyard Vegetable Garden', author: 'Jane Doe', ...document })
  const files = image ? { [coverImageKey(IMAGE_ID)]: image } : {}
  const built = buildExportModel({ ...doc, cover: design(layout, image ? IMAGE_ID : undefined) }, { ...NO_IMAGE_INPUT, files })
  return Object.assign(built, { subtitle: 'Grow more food in less space from seed to harvest' })
}

/** The store image's page as a PDF, the same document the JPEG is drawn from. */
async function coverPdf(m: ExportModel, size: CoverSize): Promise<Uint8Array> {
  const { document, files: images } = await withCoverPicture(m, coverDocument(m, size), 800)
  const { pdf, warnings, pages } = await compileTypst({ file: TYPST_COVER }, JSON.stringify(document), images)
  expect({ warnings, pages }).toEqual({ warnings: [], pages: 1 })
  return pdf
}

/** The side margin every layout keeps type clear of: 0.25 in at least (cover-layouts.typ). */
const SAFE = 0.2 * 72

describe('the designed front cover (decision 84)', () => {
  it.each(COVER_LAYOUTS)(
    '%s: the ebook and square images are one page of the right size, every word inside the safe margin',
    { timeout: 60_000 },
    async (layout) => {
      for (const size of ['front', 'square'] as const) {
        const m = model(layout)
        const jpeg = await renderCover(m, size)
        expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', ...COVER_PIXELS[size] })
        const pdf = await coverPdf(m, size)
        const page = coverPage(size)
        expect(pageSize(pdf)).toMatchObject({ ...page, pages: 1 })
        const found = words(pdf)
        expectInside(found, { x: 0, y: 0, ...page }, SAFE, `${layout} ${size}`)
        const text = found.map((w) => w.text.toLowerCase()).join(' ')
        for (const word of ['backyard', 'garden', 'jane']) expect(text).toContain(word)
        // The blurb is the back cover's, never the front's.
        expect(text).not.toContain('stronger')
      }
    },
  )

  it.each(COVER_LAYOUTS)(
    '%s: the PDF opens on it, with no product-type label; the 6×9 wrap draws it on its front panel',
    { timeout: 60_000 },
    async (layout) => {
      const m = model(layout, { productType: 'guide' })
      const pdf = await renderPdf(m)
      const size = pageSize(pdf)
      const first = words(pdf, 1)
      expectInside(first, { x: 0, y: 0, width: size.width, height: size.height }, SAFE, `${layout} PDF first page`)
      expect(first.map((w) => w.text.toLowerCase())).not.toContain('guide')

      const wrapModel = model(layout, { trimSize: '6x9' })
      const { pdf: wrap, layout: measures } = await renderWrapPdf(wrapModel, 120)
      const sheet = pageSize(wrap)
      expect(sheet.pages).toBe(1)
      expect(sheet.width).toBeCloseTo(measures.width * 72, 1)
      const frontX = (measures.bleed + measures.trim.width + measures.spine) * 72
      const front = words(wrap).filter((w) => w.x0 >= frontX)
      expectInside(
        front,
        { x: frontX, y: measures.bleed * 72, width: measures.trim.width * 72, height: measures.trim.height * 72 },
        SAFE,
        `${layout} wrap front`,
      )
      expect(front.map((w) => w.text.toLowerCase())).toContain('backyard')
    },
  )

  it.each(COVER_LAYOUTS)(
    '%s: the title reaches 4.5:1 against what is behind it, with art and over a photo',
    { timeout: 60_000 },
    async (layout) => {
      for (const image of [undefined, await photo()]) {
        const m = model(layout, {}, image)
        const pdf = await coverPdf(m, 'front')
        const page = coverPage('front')
        const title = words(pdf).filter((w) => /backyard|vegetable/i.test(w.text))
        expect(title.length).toBe(2)
        const px = COVER_PIXELS.front.width / page.width
        const box = {
          left: Math.floor(Math.min(...title.map((w) => w.x0)) * px),
          top: Math.floor(Math.min(...title.map((w) => w.y0)) * px),
          width: Math.ceil((Math.max(...title.map((w) => w.x1)) - Math.min(...title.map((w) => w.x0))) * px),
          height: Math.ceil((Math.max(...title.map((w) => w.y1)) - Math.min(...title.map((w) => w.y0))) * px),
        }
        const raw = async (jpeg: Uint8Array) => await sharp(jpeg).extract(box).removeAlpha().raw().toBuffer()
        const [drawn, behind] = await Promise.all([raw(await renderCover(m, 'front')), raw(await renderCover(m, 'front', { probe: true }))])
        // The title's colour: the drawn pixel that differs most from what is behind it (inside a
        // stroke); the title's own box: where the drawing differs at all (pdftotext's word boxes are
        // the font's ascent to descent, taller than the letters).
        let most = 0
        let ink = { r: 0, g: 0, b: 0 }
        const inked = { x0: box.width, y0: box.height, x1: 0, y1: 0 }
        for (let i = 0; i < drawn.length; i += 3) {
          const d = Math.abs(drawn[i]! - behind[i]!) + Math.abs(drawn[i + 1]! - behind[i + 1]!) + Math.abs(drawn[i + 2]! - behind[i + 2]!)
          if (d > most) [most, ink] = [d, { r: drawn[i]!, g: drawn[i + 1]!, b: drawn[i + 2]! }]
          if (d > 60) {
            const [x, y] = [(i / 3) % box.width, Math.floor(i / 3 / box.width)]
            Object.assign(inked, {
              x0: Math.min(inked.x0, x),
              y0: Math.min(inked.y0, y),
              x1: Math.max(inked.x1, x),
              y1: Math.max(inked.y1, y),
            })
          }
        }
        // Every pixel behind the title's letters' box, against that colour; JPEG noise is allowed a little.
        let worst = 21
        for (let y = inked.y0; y <= inked.y1; y++)
          for (let x = inked.x0; x <= inked.x1; x++) {
            const i = (y * box.width + x) * 3
            worst = Math.min(worst, contrastRatio(ink, { r: behind[i]!, g: behind[i + 1]!, b: behind[i + 2]! }))
          }
        expect({ layout, photo: Boolean(image), ink: toHex(ink), worst, box }).toMatchObject({
          worst: expect.toSatisfy((n: number) => n >= MIN_CONTRAST * 0.93),
        })
      }
    },
  )

  const hard: [string, Partial<ExportDocument>, string | undefined][] = [
    [
      'a 200-character title and a long subtitle',
      {
        title:
          'The Complete Beginner’s Handbook of Sustainable Backyard Vegetable Gardening, Composting, Seed Saving and Year-Round Harvest Planning for Small Urban Spaces and Balconies in Cold Climates'.slice(
            0,
            200,
          ),
      },
      'A long subtitle that goes on: '.repeat(5).slice(0, 160),
    ],
    ['a German compound wider than the page', { title: 'Donaudampfschifffahrtsgesellschaftskapitänswitwe', language: 'de' }, undefined],
    ['a Japanese title', { title: '小さな庭で野菜を育てるための完全ガイドブック', language: 'ja' }, '一年中の収穫計画'],
    ['an Arabic title', { title: 'دليل البستنة المنزلية للمبتدئين', language: 'ar' }, undefined],
  ]
  it.each(hard)('keeps %s inside every layout, on the ebook and square images', { timeout: 120_000 }, async (_, document, subtitle) => {
    for (const layout of COVER_LAYOUTS)
      for (const size of ['front', 'square'] as const) {
        const m = Object.assign(model(layout, document), { subtitle: subtitle ?? '' })
        const pdf = await coverPdf(m, size)
        expectInside(words(pdf), { x: 0, y: 0, ...coverPage(size) }, SAFE, `${layout} ${size}`)
      }
  })

  it.each(COVER_LAYOUTS)(
    '%s: a full title and subtitle stay clear of the author line and of the badge, front and square',
    { timeout: 60_000 },
    async (layout) => {
      const title = 'The Complete Beginner’s Guide to Backyard Vegetable Gardening'
      const m = Object.assign(model(layout, { title, productType: 'checklist' }), {
        subtitle: 'Grow more food in less space, from seed to harvest, all year round',
      })
      for (const size of ['front', 'square'] as const) {
        const found = words(await coverPdf(m, size))
        const pick = (re: RegExp) => found.filter((w) => re.test(w.text))
        const author = pick(/^(JANE|DOE)$/)
        // The badge's spaced capitals come out of pdftotext as fragments (PR|I|N|TA|B|L|E): their union is its box.
        const letters = pick(/^[PRINTABLE]{1,2}$/)
        const badge = letters.length
          ? [
              {
                text: 'PRINTABLE',
                x0: Math.min(...letters.map((w) => w.x0)),
                y0: Math.min(...letters.map((w) => w.y0)),
                x1: Math.max(...letters.map((w) => w.x1)),
                y1: Math.max(...letters.map((w) => w.y1)),
              },
            ]
          : []
        const stack = pick(/^(Complete|Beginner’s|Backyard|Gardening|food|seed|harvest|round|COMPLETE|BEGINNER’S|BACKYARD|GARDENING)/)
        expect({ layout, size, author: author.length, badge: badge.length }).toEqual({ layout, size, author: 2, badge: 1 })
        // pdftotext's boxes run from the font's ascent to its descent: touching boxes already look crowded.
        const sub = pick(/^(seed|harvest|round)/)
        const gap = Math.min(...author.map((w) => w.y0)) - Math.max(...sub.map((w) => w.y1))
        if (sub.length > 0) expect({ layout, size, gap }).toMatchObject({ gap: expect.toSatisfy((n: number) => n >= 4) })
        const overlaps = (a: Word, b: Word) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
        expect(
          stack.filter((w) => overlaps(w, badge[0]!)),
          `${layout} ${size}: the title behind the badge`,
        ).toEqual([])
      }
    },
  )

  it('draws the art when the image is missing or unreadable, never failing', { timeout: 30_000 }, async () => {
    const missing = model('band')
    missing.cover = design('band', IMAGE_ID)
    const broken = model('band', {}, new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]))
    for (const m of [missing, broken]) {
      const { document, files: images } = await withCoverPicture(m, coverDocument(m, 'front'), 800)
      expect(document.cover.image).toBeNull()
      expect(images.size).toBe(0)
      expect(await sharp(await renderCover(m, 'front')).metadata()).toMatchObject(COVER_PIXELS.front)
    }
    const shown = model('band', {}, await photo())
    expect((await withCoverPicture(shown, coverDocument(shown, 'front'), 800)).document.cover.image).toBe('/images/cover.jpg')
  })

  it(
    'sets every display face and draws every art without a Typst warning (a missing face is only a warning)',
    { timeout: 60_000 },
    async () => {
      for (const [i, font] of COVER_FONTS.entries()) {
        const m = model(COVER_LAYOUTS[i % COVER_LAYOUTS.length]!)
        m.cover = { ...m.cover, font, image: { source: 'art', art: COVER_ART[i % COVER_ART.length]! } }
        const text = words(await coverPdf(m, 'front'))
          .map((w) => w.text.toLowerCase())
          .join(' ')
        expect(text).toContain('backyard')
      }
    },
  )

  it("scales the picture once for the previews that follow, to the asked size, in the image's colour", { timeout: 30_000 }, async () => {
    const m = model('band', {}, await photo())
    const first = await coverPicture(m, 400)
    expect(await coverPicture(m, 400)).toBe(first)
    expect(await sharp(first!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 })
    expect(first!.color).toMatch(/^#[0-9a-f]{6}$/)
    expect(await coverPicture(m, 800)).not.toBe(first)
  })

  it('gives a planner its year when dated, an Undated badge unless it names a year, a checklist Printable, a book none', () => {
    const badge = (document: Partial<ExportDocument>) => coverDocument(model('minimal', document), 'front').cover.badge
    expect(badge({ productType: 'planner', title: 'Weekly Meal Planner' })).toBe('Undated')
    expect(badge({ productType: 'planner', title: 'Meal Planner 2027' })).toBeNull()
    // A dated planner (issue 28) names the year it covers, both years when it starts mid-year.
    expect(badge({ productType: 'planner', title: 'Weekly Meal Planner', plannerYear: 2027 })).toBe('2027')
    expect(badge({ productType: 'planner', title: 'Weekly Meal Planner', plannerYear: 2027, plannerStartMonth: 9 })).toBe('2027–2028')
    expect(badge({ productType: 'planner', title: 'Weekly Meal Planner', plannerYear: 2027, plannerStartMonth: 9, plannerMonths: 4 })).toBe(
      '2027',
    )
    expect(badge({ productType: 'checklist' })).toBe('Printable')
    expect(badge({ productType: 'ebook' })).toBeNull()
    expect(badge({ productType: 'planner', title: 'Planificador semanal', language: 'es' })).toBe('Sin fechas')
  })
})
