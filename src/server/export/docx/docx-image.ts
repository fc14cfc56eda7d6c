import { ImageRun } from 'docx'
import { xmlSafeText } from '../html/escape.ts'
import { IMAGE_WIDTH_FRACTION } from '@core/image-layout.ts'
import { naturalSizePt, type PlacedImage } from '../images/export-image.ts'
import type { DocxPage } from './docx-page.ts'

// The library sizes a drawing in pixels at 96 to the inch (it writes EMUs, 9,525 a pixel); a page in twips.
const TWIPS_PER_PX = 15
const PX_PER_PT = 96 / 72

/**
 * An embedded image as a Word drawing: its natural size at 150 pixels to the inch, scaled down
 * (never up) to its share of the text width (the writer's Full, ¾ or ½; decision 109) and to most
 * of the text block's height, with its alt text as the
 * drawing's description (docPr descr), which Word and screen readers read out.
 */
export function imageRun(placed: PlacedImage, alt: string, page: DocxPage): ImageRun {
  const natural = naturalSizePt(placed.file)
  const maxWidth = (page.textWidth / TWIPS_PER_PX) * IMAGE_WIDTH_FRACTION[placed.width]
  const maxHeight = ((page.height - page.top - page.bottom) / TWIPS_PER_PX) * 0.7
  const scale = Math.min(1, maxWidth / (natural.width * PX_PER_PT), maxHeight / (natural.height * PX_PER_PT))
  const text = xmlSafeText(alt)
  return new ImageRun({
    type: placed.file.format === 'jpeg' ? 'jpg' : placed.file.format,
    data: placed.file.bytes,
    transformation: {
      width: Math.max(1, Math.round(natural.width * PX_PER_PT * scale)),
      height: Math.max(1, Math.round(natural.height * PX_PER_PT * scale)),
    },
    altText: { name: placed.file.name, description: text, title: placed.caption ? xmlSafeText(placed.caption) : undefined },
  })
}
