import type { PagePart, PagePreview } from '@core/page-preview.ts'
import { AppError } from '../../http/app-error.ts'
import type { ExportModel } from '../export-model.ts'
import { checkPrintable } from '../fonts/unprintable.ts'
import { typstImagePath } from './typst-blocks.ts'
import { compileTypstSvg } from './typst-compiler.ts'
import { type TypstDocument, toTypstDocument } from './typst-document.ts'
import { TYPST_MAIN } from './typst-files.ts'
import { splitSvgPages } from './svg-pages.ts'
import { log } from '../../observability/logger.ts'

/** What folio.typ reads for the preview: the whole book's document, with the one part to lay out. */
export interface PartDocument extends TypstDocument {
  part: 'front' | number
}

/**
 * The model of only what the part shows: every chapter keeps its title (the contents page lists
 * them, and a chapter's label and numbering depend on all of them) but only the asked chapter keeps
 * its text and images, so nothing else is laid out.
 */
export function partModel(model: ExportModel, part: PagePart): ExportModel {
  if (part.kind === 'chapter' && part.index >= model.chapters.length)
    throw new AppError('validation_failed', `There is no chapter ${part.index + 1}: the document has ${model.chapters.length}.`)
  const keep = part.kind === 'chapter' ? part.index : -1
  return {
    ...model,
    chapters: model.chapters.map((chapter, i) =>
      i === keep ? chapter : { title: chapter.title, matter: chapter.matter, tree: { type: 'root', children: [] } },
    ),
  }
}

export function partDocument(model: ExportModel, part: PagePart): PartDocument {
  return { ...toTypstDocument(partModel(model, part)), part: part.kind === 'front' ? 'front' : part.index }
}

/**
 * The page preview (decision 87): one part of the interior, laid out by the PDF's own template with
 * the same publishing settings, as one SVG image per page. Runs in an export worker, like the PDF.
 */
export async function renderPages(model: ExportModel, part: PagePart): Promise<PagePreview> {
  const only = partModel(model, part)
  // As the PDF export does: text no font can print is refused rather than drawn as empty boxes.
  checkPrintable(only)
  const document = partDocument(model, part)
  const images = new Map(only.images.map((file) => [typstImagePath(file), file.bytes]))
  const { svg, warnings } = await compileTypstSvg({ file: TYPST_MAIN }, JSON.stringify(document), images)
  if (warnings.length > 0) log.warn(`Page preview warnings: ${warnings.map((w) => w.message).join('; ')}`)
  const pages = splitSvgPages(svg)
  return {
    part,
    pages: pages.map((page) => page.svg),
    pageCount: pages.length,
    pageSize: { width: document.page.width, height: document.page.height },
    firstNumber: part.kind === 'chapter' ? 1 : null,
  }
}
