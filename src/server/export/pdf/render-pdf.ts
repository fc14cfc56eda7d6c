import type { ExportModel } from '../export-model.ts'
import { checkPrintable, checkPrinted } from '../fonts/unprintable.ts'
import { typstImagePath } from './typst-blocks.ts'
import { type TypstDocument, toTypstDocument } from './typst-document.ts'
import { compileTypst, type TypstOutput, type TypstPdfOptions, undisplayedText } from './typst-compiler.ts'
import { TYPST_MAIN } from './typst-files.ts'
import { withCoverPicture } from '../cover/cover-image.ts'
import { log } from '../../observability/logger.ts'

/** The first page's picture: 2000 px across a Letter page is about 250 dpi. */
const COVER_IMAGE_PIXELS = 2600

/**
 * Renders the model with Typst and returns the PDF with Typst's warnings (an unknown font is only
 * a warning, with a quiet fallback; the tests treat any warning as a failure). Text no font can
 * print is refused first: Typst would draw empty boxes without a word (decision 53).
 */
export async function compilePdf(model: ExportModel): Promise<TypstOutput> {
  checkPrintable(model)
  // Only a digital book opens on the designed cover: a print interior has none, a worksheet its own.
  if (model.productType === 'checklist' || model.productType === 'planner') {
    if (!model.publishing.planner.fillable) return compileModel(model)
    // Tagged, but no PDF/UA claim: the form fields pdf-lib adds afterwards are not in the structure tree.
    return fillable(await compileModel(model, { ...toTypstDocument(model), fillable: true }, new Map(), { fields: true, ua: false }))
  }
  if (model.publishing.print) return compileInterior(model)
  const { document, files } = await withCoverPicture(model, toTypstDocument(model), COVER_IMAGE_PIXELS)
  return compileModel(model, document, files)
}

/**
 * A fillable printable (issue 28, decision 92): the tick boxes and write-in lines the pages drew
 * become AcroForm fields, added to the compiled PDF where Typst recorded them.
 */
async function fillable(output: TypstOutput): Promise<TypstOutput> {
  // Loaded on first use: the PDF library takes half a second to load, which every worker would
  // otherwise pay at start (a replaced worker's first export waited for it).
  const { addFormFields } = await import('./pdf-form.ts')
  return { ...output, pdf: await addFormFields(output.pdf, output.fields ?? []) }
}

/** A book's page count can cross two of KDP's gutter bands at most once more after a wider gutter. */
const GUTTER_PASSES = 3

/**
 * A print book's interior, its gutter wide enough for its page count (issue 29, decision 98): the
 * first compile counts the pages; when KDP's band for that count asks for a wider inside margin
 * than the page had, the book is compiled again with it (its text block narrower, so perhaps more
 * pages: again, up to GUTTER_PASSES). Most books stay in their band and compile once; a worksheet
 * or a screen PDF always does.
 */
export async function compileInterior(model: ExportModel): Promise<TypstOutput & { document: TypstDocument }> {
  let document = toTypstDocument(model)
  let output = await compileModel(model, document)
  if (!model.publishing.print || document.kind !== 'book') return { ...output, document }
  for (let pass = 1; pass < GUTTER_PASSES; pass++) {
    const wider = toTypstDocument(model, output.pages)
    if (wider.page.inside <= document.page.inside) break
    document = wider
    output = await compileModel(model, document)
  }
  return { ...output, document }
}

/** The compile itself, unchecked: the preflight report (decision 57) lists unprintable text instead of refusing it. */
export function compileModel(
  model: ExportModel,
  document: TypstDocument = toTypstDocument(model),
  cover: ReadonlyMap<string, Uint8Array> = new Map(),
  options: TypstPdfOptions = {},
): Promise<TypstOutput> {
  const images = new Map([...model.images.map((file) => [typstImagePath(file), file.bytes] as const), ...cover])
  return compileTypst({ file: TYPST_MAIN }, JSON.stringify(document), images, options)
}

/**
 * The PDF export: compiled, then refused if it drew a character as the missing glyph all the same
 * (a character some font has, which Typst's fallback did not find; decision 93).
 */
export async function renderPdf(model: ExportModel): Promise<Uint8Array> {
  const output = await compilePdf(model)
  const { pdf, warnings } = output
  checkPrinted(model, pdf, undisplayedText(output))
  if (warnings.length > 0) log.warn(`PDF export warnings: ${warnings.map((w) => w.message).join('; ')}`)
  return pdf
}
