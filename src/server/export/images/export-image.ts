import { IMAGE_WIDTH_FRACTION, type ImageWidth } from '@core/image-layout.ts'
import type { ImageFormat } from './image-header.ts'

/**
 * One image an export embeds: its bytes checked (image-attach.ts), its format and pixel size read
 * from them, and the name it has inside the file (EPUB's images/ folder, Typst's virtual folder).
 */
export interface ExportImageFile {
  /** 'image-3.png': unique in the document, the same for every use of the same source. */
  name: string
  format: Exclude<ImageFormat, 'webp'>
  mediaType: string
  width: number
  height: number
  bytes: Uint8Array
}

/**
 * An image where the text places it: the file, the Markdown title as a visible caption, and the
 * width the writer chose (`#width=` on the destination, @core/image-layout.ts; issue 30).
 */
export interface PlacedImage {
  file: ExportImageFile
  caption: string | null
  width: ImageWidth
}

declare module 'mdast' {
  // The model hangs the checked image on the node (mdast's own extension point), so every
  // renderer finds it where it meets the image; without it the image prints as its alt text.
  interface ImageData {
    exportImage?: PlacedImage
  }
  interface ImageReferenceData {
    exportImage?: PlacedImage
  }
}

/**
 * What an export may embed (decision 55). Each image is also held to `EXPORT_IMAGE_MAX_BYTES`; the
 * pixel cap bounds what an engine decodes into memory (a 25-megapixel RGBA image is 100 MB).
 */
export const EXPORT_IMAGE_LIMITS = {
  /** All images of one export together. */
  totalBytes: 20 * 1024 * 1024,
  /** Distinct images in one export. */
  count: 100,
  pixels: 25_000_000,
} as const

/**
 * An export's image bytes by source (imageKey), and the per-image cap: sent with the job, what the
 * server read or fetched; in the worker, once checked (check-export-images.ts), every image that
 * may print, the document's data: images included under their URL.
 */
export interface ExportImageInput {
  files: Record<string, Uint8Array>
  maxBytes: number
}

export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024

export const NO_IMAGE_INPUT: ExportImageInput = { files: {}, maxBytes: DEFAULT_IMAGE_MAX_BYTES }

/**
 * An image is printed at 150 pixels to the inch unless that is wider than the text (then it is
 * scaled down to fit, never up): a 1200-pixel photo fills a 6×9 page's text width at about 270 dpi.
 */
export const IMAGE_DPI = 150

/** The image's natural size in points (1/72 in) at IMAGE_DPI. */
export const naturalSizePt = (file: ExportImageFile) => ({ width: (file.width * 72) / IMAGE_DPI, height: (file.height * 72) / IMAGE_DPI })

/**
 * The width an image prints at in a text `textWidth` wide (any unit): its natural size at
 * IMAGE_DPI, at most its chosen share of the text width (Full, ¾, ½; decision 109). Never
 * upscaled: a small picture keeps its natural size rather than print blurred.
 */
export const printedWidth = (file: ExportImageFile, width: ImageWidth, textWidthPt: number): number =>
  Math.min(naturalSizePt(file).width, IMAGE_WIDTH_FRACTION[width] * textWidthPt)

/** The key the cover's image travels under among an export's image files (gather-images.ts; decision 84). */
export const coverImageKey = (imageId: string) => `cover:${imageId}`
