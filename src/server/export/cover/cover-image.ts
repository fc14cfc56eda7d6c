import { createHash } from 'node:crypto'
import type { CoverLayout } from '@core/cover-design.ts'
import type { ExportModel } from '../export-model.ts'
import type { TypstDocument } from '../pdf/typst-document.ts'
import { coverImageColor } from './cover-palette.ts'
import { coverSpec, modelDesign } from './cover-spec.ts'
import { log } from '../../observability/logger.ts'

/** The cover image's path among a compile's files (typst-compiler.ts). */
export const COVER_IMAGE_PATH = '/images/cover.jpg'

/**
 * The cover's picture for one render: the project image the design names (read by the server as
 * the caller, checked in the worker like every export image; decision 84), scaled so its longest
 * side is `longest` pixels (a photo straight from a phone would be embedded whole in the SVG and
 * the PDF otherwise), as a JPEG, with its leading colour. Any failure draws the built-in art instead.
 */
export async function coverPicture(model: ExportModel, longest: number): Promise<CoverPicture | undefined> {
  if (!model.coverImage) return undefined
  // The designer previews on every change with the same image: its scaled copy is kept.
  const key = `${createHash('sha256').update(model.coverImage).digest('base64')}:${longest}`
  const kept = recent.get(key)
  if (kept) return kept
  const picture = await scalePicture(model.coverImage, longest)
  if (picture) {
    recent.set(key, picture)
    while (recent.size > RECENT_PICTURES) recent.delete(recent.keys().next().value!)
  }
  return picture
}

interface CoverPicture {
  bytes: Uint8Array
  color: string
}

/** Scaled pictures a worker keeps, most recent last: a few MB at most. */
const RECENT_PICTURES = 4
const recent = new Map<string, CoverPicture>()

async function scalePicture(image: Uint8Array, longest: number): Promise<CoverPicture | undefined> {
  try {
    const { default: sharp } = await import('sharp')
    const jpeg = await sharp(image, { failOn: 'error' })
      .rotate()
      .resize(longest, longest, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, chromaSubsampling: '4:4:4' })
      .toBuffer()
    const bytes = new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength)
    return { bytes, color: await coverImageColor(bytes) }
  } catch (error) {
    log.warn(`The cover draws its art: its image could not be read (${error instanceof Error ? error.message : String(error)})`)
    return undefined
  }
}

/**
 * How much of the page's longest side each layout's picture spans, about (cover-layouts.typ): a
 * picture is scaled no larger than it prints, so a small medallion does not embed, and make
 * librsvg scale, a full-page photo.
 */
const PICTURE_SHARE: Record<CoverLayout, number> = {
  band: 1,
  split: 0.9,
  motif: 0.9,
  framed: 0.8,
  bold: 0.7,
  handwritten: 0.55,
  classic: 0.45,
  minimal: 0.4,
}

/** The document with its cover resolved for the image, and the files the compile is given. */
export async function withCoverPicture<T extends TypstDocument>(
  model: ExportModel,
  document: T,
  longest: number,
): Promise<{ document: T; files: Map<string, Uint8Array> }> {
  const picture = await coverPicture(model, Math.ceil(longest * PICTURE_SHARE[modelDesign(model).layout]))
  if (!picture) return { document, files: new Map() }
  return {
    document: { ...document, cover: coverSpec(model, { path: COVER_IMAGE_PATH, color: picture.color }) },
    files: new Map([[COVER_IMAGE_PATH, picture.bytes]]),
  }
}
