import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { PAPER_INCHES_PER_PAGE, WRAP_HEADERS } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { PRODUCT_TYPES } from '@core/generation.ts'
import { THEMES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { compileModel } from '../pdf/render-pdf.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { compileTypst } from '../pdf/typst-compiler.ts'
import { TYPST_WRAP } from '../pdf/typst-files.ts'
import { renderWrap, renderWrapPdf, wrapDocument } from './render-wrap.ts'
import { wrapLayout } from './wrap-layout.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-wrap-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let count = 0

/** Writes the PDF and runs a poppler tool on it, as a print shop's checker would read it. */
function poppler(pdf: Uint8Array) {
  const file = join(dir, `wrap-${++count}.pdf`)
  writeFileSync(file, pdf)
  return (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
}

/** pdfinfo's page size, in points. */
function pageSize(info: string): { width: number; height: number } {
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? []
  return { width: Number(width), height: Number(height) }
}

const book = (overrides: Partial<ExportDocument> = {}) =>
  buildExportModel(sampleBook({ author: 'Jane Doe', description: 'Grow more with less. '.repeat(20).trim(), ...overrides }))

const TRIMS = [
  ['6x9', 6, 9],
  ['5.5x8.5', 5.5, 8.5],
] as const

describe('the paperback wrap cover (decision 83)', () => {
  it.each(TRIMS)('is 2 × trim + spine + 2 × 0.125 in wide and trim + 0.25 in high at %s', { timeout: 60_000 }, async (trimSize, w, h) => {
    for (const [pages, paper] of [
      [24, 'white'],
      [120, 'cream'],
      [400, 'color'],
    ] as const) {
      const { pdf } = await renderWrapPdf(book({ trimSize, paper }), pages)
      const run = poppler(pdf)
      const info = run('pdfinfo')
      expect(info).toMatch(/Pages:\s+1\n/)
      const size = pageSize(info)
      const spine = size.width / 72 - 2 * w - 0.25
      expect(Math.abs(spine - pages * PAPER_INCHES_PER_PAGE[paper])).toBeLessThan(0.001)
      expect(size.height / 72).toBeCloseTo(h + 0.25, 3)
      // Every font is embedded: a printer refuses a cover that is not.
      const fonts = run('pdffonts').split('\n').slice(2).filter(Boolean)
      expect(fonts.length).toBeGreaterThan(0)
      for (const row of fonts) expect(row.trim().split(/\s+/).at(-5)).toBe('yes')
    }
  })

  it('draws every product type and theme without a Typst warning, on one page', { timeout: 60_000 }, async () => {
    for (const productType of PRODUCT_TYPES)
      for (const theme of THEMES) {
        const model = book({ productType, theme, trimSize: '5.5x8.5' })
        const doc = wrapDocument(model, wrapLayout({ trimSize: '5.5x8.5', pages: 200, paper: 'white' }))
        const { warnings, pages } = await compileTypst({ file: TYPST_WRAP }, JSON.stringify(doc))
        expect({ productType, theme, warnings, pages }).toEqual({ productType, theme, warnings: [], pages: 1 })
      }
  })

  /** The text pdftotext finds on the spine alone (a crop of the page, at 72 dpi: points). */
  async function spineText(pages: number): Promise<string> {
    const { pdf, layout } = await renderWrapPdf(book({ trimSize: '6x9' }), pages)
    const left = Math.floor((layout.bleed + layout.trim.width) * 72)
    const width = Math.ceil(layout.spine * 72)
    const crop = ['-x', String(left), '-y', '0', '-W', String(width), '-H', String(Math.ceil(layout.height * 72))]
    return poppler(pdf)('pdftotext', '-r', '72', ...crop)
      .replace(/\s+/g, ' ')
      .trim()
  }

  it('prints no spine text at 79 pages and the title and author at 80', { timeout: 30_000 }, async () => {
    expect(await spineText(79)).toBe('')
    const at80 = await spineText(80)
    expect(at80).toContain('Swing Stronger After')
    expect(at80).toContain('Jane Doe')
  })

  it('prints the whole blurb on the back and keeps the barcode box clear', { timeout: 30_000 }, async () => {
    const model = book({ trimSize: '6x9', description: `${'Grow more with less. '.repeat(40)}The end of the blurb.` })
    const { pdf, layout } = await renderWrapPdf(model, 120)
    const back = poppler(pdf)(
      'pdftotext',
      '-r',
      '72',
      '-x',
      '0',
      '-y',
      '0',
      '-W',
      String(Math.floor((layout.bleed + layout.trim.width) * 72)),
      '-H',
      '700',
    )
    expect(back.replace(/\s+/g, ' ')).toContain('The end of the blurb.')
    // The barcode's 2 × 1.2 in at the lower right of the back, 0.25 in in from trim and spine: no text in it.
    const x = (layout.bleed + layout.trim.width - 0.25 - 2) * 72
    const y = (layout.bleed + layout.trim.height - 0.25 - 1.2) * 72
    const box = poppler(pdf)('pdftotext', '-r', '72', '-x', String(Math.ceil(x)), '-y', String(Math.ceil(y)), '-W', '144', '-H', '86')
    expect(box.trim()).toBe('')
    // And it is white: nothing drawn over it, a little in from its edges for anti-aliasing.
    const png = join(dir, `barcode-${++count}`)
    writeFileSync(`${png}.pdf`, pdf)
    execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', `${png}.pdf`, png])
    const region = { left: Math.ceil(x) + 2, top: Math.ceil(y) + 2, width: 144 - 4, height: 86 - 4 }
    const { data } = await sharp(`${png}.png`).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(Math.min(...data)).toBeGreaterThanOrEqual(250)
  })

  it.each(TRIMS)(
    'prints the author bio under the blurb, whole, inside the back’s safe area and clear of the barcode box at %s (issue 27)',
    { timeout: 60_000 },
    async (trimSize) => {
      const bio =
        'Maren Quist has grown vegetables on a city balcony for twenty years and teaches small-space gardening ' +
        'to beginners across Oslo. Her workshops have helped thousands harvest their first tomatoes. She lives ' +
        'with two cats and far too many seed packets. Quistword closes the bio.'
      const longest = `${'Grow more food in less space with less work. '.repeat(22)}The blurb ends here.`
      for (const description of ['Grow more with less.', longest]) {
        const { pdf, layout } = await renderWrapPdf(book({ trimSize, description, authorBio: bio }), 120)
        const run = poppler(pdf)
        const words = [
          ...run('pdftotext', '-bbox').matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
        ]
        const inch = (v: string | undefined) => Number(v) / 72
        const { bleed, trim } = layout
        const [safe, tolerance] = [0.125, 0.01]
        const back = words
          .map(([, x0, y0, x1, y1, text]) => ({ left: inch(x0), top: inch(y0), right: inch(x1), bottom: inch(y1), text: text ?? '' }))
          .filter((w) => w.right <= bleed + trim.width)
        const text = back.map((w) => w.text).join(' ')
        // The bio is all there (never cut off), after the blurb.
        expect(text).toContain('Maren Quist has grown vegetables')
        expect(text).toContain('Quistword closes the bio.')
        const lowestBlurb = Math.max(...back.filter((w) => w.text === 'Grow').map((w) => w.bottom))
        expect(back.find((w) => w.text === 'Maren')!.top).toBeGreaterThan(lowestBlurb)
        if (description === longest) expect(text).toContain('The blurb ends here.')
        const barcode = { left: bleed + trim.width - 0.25 - 2, top: bleed + trim.height - 0.25 - 1.2 }
        for (const w of back) {
          expect({ word: w.text, inside: w.left >= bleed + safe - tolerance && w.right <= bleed + trim.width - safe + tolerance }).toEqual({
            word: w.text,
            inside: true,
          })
          expect({ word: w.text, inside: w.top >= bleed + safe - tolerance && w.bottom <= bleed + trim.height - safe + tolerance }).toEqual(
            {
              word: w.text,
              inside: true,
            },
          )
          // Above the barcode box, or wholly left of it.
          expect({ word: w.text, clear: w.bottom <= barcode.top || w.right <= barcode.left }).toEqual({ word: w.text, clear: true })
        }
      }
    },
  )

  it('prints no bio when there is none, and the same back as before for the blurb alone', { timeout: 30_000 }, async () => {
    const doc = wrapDocument(book({ trimSize: '6x9' }), wrapLayout({ trimSize: '6x9', pages: 120, paper: 'white' }))
    expect(doc.wrap.bio).toBeNull()
    expect(wrapDocument(book({ authorBio: '  Jo writes.  ' }), wrapLayout({ trimSize: '6x9', pages: 120, paper: 'white' })).wrap.bio).toBe(
      'Jo writes.',
    )
  })

  it('prints user text as text, never as Typst markup', { timeout: 30_000 }, async () => {
    const title = '#set page(width: 1pt) $x$ *Bold* ]]> #panic(no)'
    const { pdf, layout } = await renderWrapPdf(book({ title, author: '#strong[Eve]', description: '= Not a heading #image(x.png)' }), 120)
    const run = poppler(pdf)
    const backWidth = Math.floor((layout.bleed + layout.trim.width) * 72)
    const frontLeft = Math.ceil((layout.bleed + layout.trim.width + layout.spine) * 72)
    const read = (x: number, width: number) =>
      run('pdftotext', '-r', '72', '-x', String(x), '-y', '0', '-W', String(width), '-H', String(Math.ceil(layout.height * 72))).replace(
        /\s+/g,
        ' ',
      )
    expect(read(0, backWidth)).toContain('= Not a heading #image(x.png)')
    const front = read(frontLeft, backWidth)
    // The author line is set in capitals on some layouts (decision 84): the characters are the point.
    expect(front.toLowerCase()).toContain('#strong[eve]')
    expect(front).toContain('$x$ *Bold* ]]> #panic(no)')
  })

  it.each(TRIMS)(
    'keeps every word 0.125 in inside the trim and the spine’s edges at %s, long title and blurb too',
    { timeout: 60_000 },
    async (trimSize) => {
      const long = {
        title: 'The Complete Beginner’s Handbook of Sustainable Backyard Vegetable Gardening, Composting and Seed Saving for Small Spaces',
        author: 'Dr. Maximiliana Fernández-Oberhauser de la Vega y Montenegro',
        description: 'Grow more food in less space with less work. '.repeat(22).trim(),
      }
      for (const pages of [24, 120, 400]) {
        const { pdf, layout } = await renderWrapPdf(book({ trimSize, ...long }), pages)
        const words = [
          ...poppler(pdf)('pdftotext', '-bbox').matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g),
        ]
        expect(words.length).toBeGreaterThan(50)
        const inch = (v: string | undefined) => Number(v) / 72
        const { bleed, trim, spine } = layout
        const safe = 0.125
        const tolerance = 0.01
        let spineWords = 0
        for (const [, x0, y0, x1, y1] of words) {
          const [left, top, right, bottom] = [inch(x0), inch(y0), inch(x1), inch(y1)]
          const spineLeft = bleed + trim.width
          const panel = right <= spineLeft ? 'back' : left >= spineLeft + spine ? 'front' : 'spine'
          const [from, to] =
            panel === 'back'
              ? [bleed, spineLeft]
              : panel === 'front'
                ? [spineLeft + spine, spineLeft + spine + trim.width]
                : [spineLeft, spineLeft + spine]
          const edge = panel === 'spine' ? 0.0625 : safe
          if (panel === 'spine') spineWords++
          expect({ panel, left: left >= from + edge - tolerance, right: right <= to - edge + tolerance }).toEqual({
            panel,
            left: true,
            right: true,
          })
          expect({ panel, top: top >= bleed + safe - tolerance, bottom: bottom <= bleed + trim.height - safe + tolerance }).toEqual({
            panel,
            top: true,
            bottom: true,
          })
        }
        expect(spineWords > 0).toBe(pages >= 80)
      }
    },
  )

  it("counts the interior's real pages with the same settings and reports them", { timeout: 60_000 }, async () => {
    const model = book({ trimSize: '5.5x8.5', print: true, theme: 'elegant', paper: 'cream' })
    const { pages } = await compileModel(model)
    const { bytes, headers } = await renderWrap(model)
    expect(headers).toEqual({ [WRAP_HEADERS.pageCount]: String(pages), [WRAP_HEADERS.spineInches]: (pages * 0.0025).toFixed(4) })
    const spine = pageSize(poppler(bytes)('pdfinfo')).width / 72 - 11 - 0.25
    expect(Math.abs(spine - pages * 0.0025)).toBeLessThan(0.001)
  })
})
