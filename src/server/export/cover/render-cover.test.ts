import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { COVER_PIXELS, COVER_SIZES, type CoverSize } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { PRODUCT_TYPES } from '@core/generation.ts'
import { THEMES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { compileTypstSvg } from '../pdf/typst-compiler.ts'
import { TYPST_COVER } from '../pdf/typst-files.ts'
import { coverDocument, coverPage } from './cover-document.ts'
import { PREVIEW_LONGEST, renderCover, renderPixels } from './render-cover.ts'

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

describe('the store cover image (decisions 52, 84)', () => {
  it.each(COVER_SIZES)('draws the %s size with every product type and theme without a Typst warning, on one page', async (size) => {
    for (const productType of PRODUCT_TYPES)
      for (const theme of THEMES) {
        const doc = coverDocument(buildExportModel(sampleBook({ productType, theme, author: 'Jane Doe' })), size)
        const { warnings, pages } = await compileTypstSvg({ file: TYPST_COVER }, JSON.stringify(doc))
        expect({ productType, theme, warnings, pages }).toEqual({ productType, theme, warnings: [], pages: 1 })
      }
  })

  it('carries title, author and language, and no product-type label on the page', () => {
    const doc = coverDocument(buildExportModel(sampleBook({ author: 'Ana Pérez', language: 'es' })), 'front')
    expect(doc).toMatchObject({ title: 'Swing Stronger After 40', author: 'Ana Pérez', lang: 'es', chapters: [] })
    expect(doc.page).toMatchObject({ width: 360, height: 576 })
    expect(doc.cover.badge).toBeNull()
  })

  it("takes the theme's accent for the product type when the design keeps the theme's colours", () => {
    const base = (document: ExportDocument) => coverDocument(buildExportModel(document), 'square').cover.palette.base
    expect(base(sampleBook({ productType: 'checklist' }))).toBe('#2f6b4f')
    expect(base(sampleBook({ theme: 'friendly' }))).not.toBe(base(sampleBook({ theme: 'classic' })))
  })

  it('makes the preview the same shape, its longest side 800 pixels', async () => {
    expect(renderPixels('front', true)).toEqual({ width: 500, height: PREVIEW_LONGEST })
    const jpeg = await renderCover(buildExportModel(sampleBook({})), 'front', { preview: true })
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 800 })
  })

  const cases = hard.flatMap(([name, document]) => COVER_SIZES.map((size): [string, CoverSize, ExportDocument] => [name, size, document]))
  it.each(cases)('keeps %s inside the margins (%s)', { timeout: 30_000 }, async (_, size, document) => {
    const jpeg = await renderCover(buildExportModel(document), size)
    const { width, height } = COVER_PIXELS[size]
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width, height })
    // Every word inside the page is checked on the PDF of the same page (cover-layouts.test.ts);
    // here: the render is one page of the image's shape at its size.
    expect(coverPage(size).width / coverPage(size).height).toBeCloseTo(width / height, 5)
  })
})
