import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { COVER_PIXELS, COVER_SIZES, type CoverSize } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { PRODUCT_TYPES } from '@core/generation.ts'
import { THEMES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook } from '../pdf/pdf-samples.ts'
import { compileTypstSvg } from '../pdf/typst-compiler.ts'
import { TYPST_COVER } from '../pdf/typst-files.ts'
import { COVER_PAGES, coverDocument } from './cover-document.ts'
import { renderCover } from './render-cover.ts'

const LONG_TITLE =
  'The Complete Beginner’s Handbook of Sustainable Backyard Vegetable Gardening, Composting, Seed Saving and Year-Round ' +
  'Harvest Planning for Small Urban Spaces and Balconies in Cold Climates and Windy Coastal Towns'

/** Titles and blurbs that once ran off the page: each must stay inside the margins. */
const hard: [string, ExportDocument][] = [
  [
    'a 200-character title and a 1,000-character description',
    sampleBook({ title: LONG_TITLE.slice(0, 200), description: 'Grow more. '.repeat(90) }),
  ],
  ['a German compound wider than the page', sampleBook({ title: 'Donaudampfschifffahrtsgesellschaftskapitänswitwe', language: 'de' })],
  ['a word no hyphenation can break', sampleBook({ title: 'A'.repeat(90), description: '' })],
  ['a long author name', sampleBook({ author: 'Dr. Maximiliana Fernández-Oberhauser de la Vega y Montenegro' })],
]

/** The share of near-white pixels (the type) in a region of the JPEG. */
async function whiteIn(jpeg: Uint8Array, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data } = await sharp(jpeg).extract(region).raw().toBuffer({ resolveWithObject: true })
  let white = 0
  for (let i = 0; i < data.length; i += 3) if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 200) white++
  return white / (data.length / 3)
}

describe('the store cover image (decision 52)', () => {
  it.each(COVER_SIZES)('draws the %s size with every product type and theme without a Typst warning, on one page', async (size) => {
    for (const productType of PRODUCT_TYPES)
      for (const theme of THEMES) {
        const doc = coverDocument(buildExportModel(sampleBook({ productType, theme, author: 'Jane Doe' })), size)
        const { warnings, pages } = await compileTypstSvg({ file: TYPST_COVER }, JSON.stringify(doc))
        expect({ productType, theme, warnings, pages }).toEqual({ productType, theme, warnings: [], pages: 1 })
      }
  })

  it('prints title, description and author but not the product type', () => {
    const doc = coverDocument(buildExportModel(sampleBook({ author: 'Ana Pérez', language: 'es' })), 'front')
    expect(doc).toMatchObject({ title: 'Swing Stronger After 40', author: 'Ana Pérez', lang: 'es', chapters: [] })
    expect(doc.page).toMatchObject({ width: 360, height: 576 })
  })

  it("takes the theme's accent for the product type", () => {
    const accent = (document: ExportDocument) => coverDocument(buildExportModel(document), 'square').accent
    expect(accent(sampleBook({ productType: 'checklist' }))).toBe('#2f6b4f')
    expect(accent(sampleBook({ theme: 'friendly' }))).toBe('#c2410c')
  })

  it('shortens a long description at a word, more for the square', () => {
    const model = buildExportModel(sampleBook({ description: 'Grow more food. '.repeat(60) }))
    expect(coverDocument(model, 'front').description.length).toBeLessThanOrEqual(300)
    const square = coverDocument(model, 'square').description
    expect(square.length).toBeLessThanOrEqual(140)
    expect(square).toMatch(/^(Grow more food\. )+Grow( more)?…$/)
  })

  const cases = hard.flatMap(([name, document]) => COVER_SIZES.map((size): [string, CoverSize, ExportDocument] => [name, size, document]))
  it.each(cases)('keeps %s inside the margins (%s)', { timeout: 30_000 }, async (_, size, document) => {
    const jpeg = await renderCover(buildExportModel(document), size)
    const { width, height } = COVER_PIXELS[size]
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width, height })
    // The side margin is 0.95 in at Letter's width, scaled to the page; the type stays left of it
    // from top to foot (the rings in the corner are far from white).
    const margin = Math.floor(((0.95 * 72 * COVER_PAGES[size].width) / 612) * (width / COVER_PAGES[size].width))
    const strip = Math.floor(margin * 0.6)
    expect(await whiteIn(jpeg, { left: width - strip, top: 0, width: strip, height })).toBe(0)
    // And the type is there: the title's region holds white.
    expect(await whiteIn(jpeg, { left: margin, top: 0, width: width - 2 * margin, height: Math.floor(height * 0.45) })).toBeGreaterThan(
      0.01,
    )
  })
})
