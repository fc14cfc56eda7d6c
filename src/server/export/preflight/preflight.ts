import type { PreflightIssueCode, PreflightReport } from '@core/export-preflight.ts'
import { KDP_MAX_PAGES, KDP_MIN_PAGES, PRINT_DPI } from '@core/print-limits.ts'
import { TRIM_SIZE_INFO } from '@core/publishing.ts'
import { wrapLayout } from '../cover/wrap-layout.ts'
import type { ExportModel } from '../export-model.ts'
import { notdefGlyphs } from '../fonts/notdef-glyphs.ts'
import { mergePlaces, namedCharacters, placesOf, unprintablePlaces } from '../fonts/unprintable.ts'
import { printedWidth } from '../images/export-image.ts'
import { imageNodes } from '../images/image-attach.ts'
import { compileInterior } from '../pdf/render-pdf.ts'
import { undisplayedText } from '../pdf/typst-compiler.ts'
import { checkMargins } from './margin-check.ts'
import { readPdfFonts } from './pdf-font-check.ts'

type Images = PreflightReport['images']

/**
 * Each printed image (once per source and alt text) at the size the PDF prints it: its natural
 * 150 px/in size, scaled down to its share of the text width when wider (typst inlines.typ,
 * decision 109), never up. Its
 * effective dpi is its pixel width over that printed width in inches.
 */
function printedImages(model: ExportModel, textWidthPt: number): Images {
  const seen = new Set<string>()
  const images: Images = []
  for (const { tree } of model.chapters)
    for (const node of imageNodes(tree).images) {
      const placed = node.data?.exportImage
      const alt = node.alt ?? ''
      if (!placed || seen.has(`${placed.file.name}\n${alt}`)) continue
      seen.add(`${placed.file.name}\n${alt}`)
      const { file } = placed
      const widthIn = printedWidth(file, placed.width, textWidthPt) / 72
      const dpi = Math.round(file.width / widthIn)
      images.push({ alt, widthPx: file.width, heightPx: file.height, dpi, ok: dpi >= PRINT_DPI })
    }
  return images
}

/** Images the PDF prints as their alt text: missing, damaged, over a limit or from a host not allowed (decisions 55, 75). */
const altTextImages = (model: ExportModel) =>
  model.chapters.reduce((n, { tree }) => n + imageNodes(tree).images.filter((node) => !node.data?.exportImage).length, 0)

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Four decimals of an inch, as the wrap cover's own header gives the spine (decision 83): no float noise on the wire. */
const inches = (value: number) => Math.round(value * 10_000) / 10_000

/** The wrap cover this interior needs (decision 85): wrap-layout.ts's figures for the counted pages. */
function coverFor(model: ExportModel, pages: number): PreflightReport['cover'] {
  const layout = wrapLayout({ trimSize: model.publishing.trimSize, pages, paper: model.paper ?? 'white' })
  return {
    paper: layout.paper,
    widthInches: inches(layout.width),
    heightInches: inches(layout.height),
    spineInches: inches(layout.spine),
    spineText: layout.spineText,
  }
}

/**
 * The preflight report (decision 57): the PDF compiled as the export would compile it, then the
 * checks a print shop runs. Unprintable text is listed, not refused, so the PDF still compiles
 * (its boxes never leave the worker) and the page count is the real one.
 */
export async function preflightReport(model: ExportModel): Promise<PreflightReport> {
  const { trimSize, print } = model.publishing
  // Compiled as the export compiles it: a print book with the gutter its page count needs.
  const compiled = await compileInterior(model)
  const { pdf, pages, document } = compiled
  const fonts = readPdfFonts(pdf)
  const images = printedImages(model, document.page.width - document.page.inside - document.page.outside)
  // Characters no font has (the export refuses them before compiling), and those the compiled PDF
  // drew as the missing glyph: the glyphs of the fonts actually used (decision 93).
  const notdef = notdefGlyphs(pdf, undisplayedText(compiled))
  const places = mergePlaces(unprintablePlaces(model), placesOf(model, notdef.characters))
  const unprintable = places.map(({ place, characters }) => ({ chapter: place, characters }))
  const issues: { code: PreflightIssueCode; message: string }[] = []
  const issue = (code: PreflightIssueCode, message: string) => issues.push({ code, message })
  if (pages < KDP_MIN_PAGES)
    issue(
      'too_few_pages',
      `${plural(pages, 'page')}: a KDP paperback needs at least ${KDP_MIN_PAGES}. Add content to print it as a paperback.`,
    )
  if (pages > KDP_MAX_PAGES[trimSize])
    issue('too_many_pages', `${plural(pages, 'page')}: KDP prints at most ${KDP_MAX_PAGES[trimSize]} at ${TRIM_SIZE_INFO[trimSize].label}.`)
  if (!print) issue('not_print_mode', 'Print interior is off: the PDF starts with its cover and chapters do not open on right-hand pages.')
  if (!fonts.embedded) issue('fonts_not_embedded', 'Some fonts are not embedded in the PDF.')
  const low = images.filter((image) => !image.ok).length
  if (low > 0)
    issue(
      'low_resolution_images',
      `${plural(low, 'image')} print below ${PRINT_DPI} dpi at their printed size. Use images at least twice as many pixels wide.`,
    )
  const asAlt = altTextImages(model)
  if (asAlt > 0)
    issue(
      'images_as_alt_text',
      `${plural(asAlt, 'image')} print as their alt text: they are missing, damaged, too large or not allowed. Replace them to print them.`,
    )
  if (unprintable.length > 0 || notdef.drawn > 0)
    issue(
      'unprintable_characters',
      `Characters no font of the PDF has would print as empty boxes${notdef.drawn > 0 ? ` (${notdef.drawn === 1 ? 'one box' : `${notdef.drawn} boxes`} in this PDF)` : ''}: ` +
        `${places.map(({ place, characters }) => `${namedCharacters(characters)} in ${place.replace(/^The /, 'the ')}`).join('; ') || 'see the pages'}. ` +
        'The PDF export refuses them: remove or replace them.',
    )
  // Where the text is, read back from the pages (pdf-text-boxes.ts loads the PDF library, so only here).
  const margins = print ? checkMargins(await (await import('./pdf-text-boxes.ts')).readTextBoxes(pdf), document.dir === 'rtl') : undefined
  if (margins && margins.pages.length > 0)
    issue(
      'text_in_margins',
      `Text comes nearer the edge than KDP allows on ${plural(margins.pages.length, 'page')} (${margins.pages.slice(0, 8).join(', ')}${margins.pages.length > 8 ? ', …' : ''}): ` +
        `at ${plural(pages, 'page')} KDP asks for ${margins.requiredInsideInches} in inside and ${margins.requiredOutsideInches} in outside, at the top and at the bottom. ` +
        'Shorten the long words, addresses or tables there.',
    )
  const cover = coverFor(model, pages)
  return { pages, trimSize, print, fontsEmbedded: fonts.embedded, fonts: fonts.names, images, unprintable, cover, margins, issues }
}
