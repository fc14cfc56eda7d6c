import { TRIM_SIZE_INFO, type TrimSize } from '@core/publishing.ts'

/** Twips (1/1440 in) from millimetres, as WordprocessingML measures pages. */
const twips = (mm: number) => Math.round((mm / 25.4) * 1440)

/**
 * The page of a DOCX: its trim size, and margins that suit it. A print interior has an inside
 * margin wider than the outside one and mirrors them (w:mirrorMargins), so the text block sits
 * away from the binding on left- and right-hand pages alike; a screen document keeps them equal.
 */
export interface DocxPage {
  width: number
  height: number
  top: number
  bottom: number
  /** Inside margin in print (mirrored), left otherwise. */
  left: number
  /** Outside margin in print (mirrored), right otherwise. */
  right: number
  headerFooter: number
  textWidth: number
}

/** Letter and A4 keep Word's one-inch margins; the book trims get book margins (KDP asks at least 0.375 in inside, 0.25 in outside). */
const SMALL_TRIM_MM = 160

export function docxPage(trimSize: TrimSize, print: boolean): DocxPage {
  const { widthMm, heightMm } = TRIM_SIZE_INFO[trimSize]
  const small = widthMm < SMALL_TRIM_MM
  const vertical = small ? 1080 : 1440
  const [inside, outside] = small ? (print ? [1152, 792] : [1008, 1008]) : print ? [1620, 1260] : [1440, 1440]
  const width = twips(widthMm)
  return {
    width,
    height: twips(heightMm),
    top: vertical,
    bottom: vertical,
    left: inside,
    right: outside,
    headerFooter: small ? 540 : 708,
    textWidth: width - inside - outside,
  }
}
