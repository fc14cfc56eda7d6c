import sharp from 'sharp'
import { COVER_PIXELS, type CoverSize } from '@core/export.ts'
import type { ExportModel } from '../export-model.ts'
import { compileTypstSvg } from '../pdf/typst-compiler.ts'
import { TYPST_COVER } from '../pdf/typst-files.ts'
import { coverDocument, coverPage } from './cover-document.ts'
import { iconSvg } from './cover-art.ts'
import { withCoverPicture } from './cover-image.ts'
import { log } from '../../observability/logger.ts'

// One export worker renders one export at a time: libvips keeps to one thread and caches nothing
// between exports, so a cover costs one core and its memory goes when it is done.
sharp.concurrency(1)
sharp.cache(false)

/** The designer's preview (decision 84): the same render, its longest side this many pixels. */
export const PREVIEW_LONGEST = 800

/**
 * Typst's SVG carries the text a second time, for selecting it in a browser, as XHTML inside
 * <foreignObject>, and escapes only `<` and `&` there: a title holding `]]>` made the SVG
 * ill-formed and librsvg refused it, failing the cover and the whole EPUB (issue 25). A raster
 * has no text to select and librsvg draws no foreignObject, so the layer goes before rasterising:
 * what remains is paths and styles, with no user text in it. The text inside has its `<` escaped,
 * so nothing in it can close the element early.
 */
export function withoutTextLayer(svg: string): string {
  return svg.replace(/<foreignObject\b[^>]*>[\s\S]*?<\/foreignObject>/g, '')
}

export interface CoverRenderOptions {
  /** The designer's small preview: the same design, PREVIEW_LONGEST pixels on its longest side, encoded fast. */
  preview?: boolean
  /** Tests only: lay the type out without drawing it, to measure what is behind it. */
  probe?: boolean
}

/** The pixel size a render makes: COVER_PIXELS, or the preview's scaled copy of it. */
export function renderPixels(size: CoverSize, preview = false): { width: number; height: number } {
  const pixels = COVER_PIXELS[size]
  if (!preview) return pixels
  const scale = PREVIEW_LONGEST / Math.max(pixels.width, pixels.height)
  return { width: Math.round(pixels.width * scale), height: Math.round(pixels.height * scale) }
}

/**
 * The store cover image (issue 16) in the cover designer's design (decision 84): Typst draws the
 * front cover (cover-layouts.typ) on a page of the image's shape as SVG, with every glyph a path,
 * so rasterising needs no fonts; sharp (librsvg) renders it at the density that gives the exact
 * pixel size, and encodes a JPEG. Chroma is kept at full resolution: white type on a flat colour
 * fringes with 4:2:0.
 */
export async function renderCover(model: ExportModel, size: CoverSize, options: CoverRenderOptions = {}): Promise<Uint8Array> {
  const pixels = renderPixels(size, options.preview)
  const base = coverDocument(model, size)
  const { document, files } = await withCoverPicture(model, base, Math.max(pixels.width, pixels.height))
  const doc = options.probe ? { ...document, cover: { ...document.cover, probe: true } } : document
  const { svg, pages, warnings } = await compileTypstSvg({ file: TYPST_COVER }, JSON.stringify(doc), files)
  if (warnings.length > 0) log.warn(`Cover image warnings: ${warnings.map((w) => w.message).join('; ')}`)
  // The template fits and clips the type to one page; a second page would be stacked into the image.
  if (pages !== 1) throw new Error(`The cover image took ${pages} pages instead of one.`)
  const density = (pixels.width / coverPage(size).width) * 72
  const jpeg = await sharp(Buffer.from(withoutTextLayer(svg)), { density })
    .resize(pixels.width, pixels.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg(options.preview ? { quality: 80, chromaSubsampling: '4:4:4' } : { quality: 90, chromaSubsampling: '4:4:4', optimiseCoding: true })
    .toBuffer()
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength)
}

/**
 * The first SVG and JPEG of a process load librsvg and the encoder, and the first cover reads the
 * icon set: an export worker does both while it warms up, so the designer's first preview is not slow.
 */
export async function warmCover(): Promise<void> {
  iconSvg('book-open')
  await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')).jpeg().toBuffer()
}
