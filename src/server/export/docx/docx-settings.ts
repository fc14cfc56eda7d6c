import { type Document, OnOffElement } from 'docx'

/**
 * Turns on w:mirrorMargins, which the docx package has no option for: the left and right
 * margins become inside and outside, swapping on left-hand pages, as a printed book needs. The
 * element goes where CT_Settings orders it, after w:displayBackgroundShape (Word rejects
 * settings out of order); the package writes that element second, after the attributes.
 */
export function mirrorMargins(document: Document): void {
  const settings = document.Settings as unknown as { root: unknown[] }
  settings.root.splice(2, 0, new OnOffElement('w:mirrorMargins', true))
}
