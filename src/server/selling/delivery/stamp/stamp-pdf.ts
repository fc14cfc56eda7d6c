import { PDFDocument, StandardFonts, beginMarkedContent, endMarkedContent, rgb } from '@cantoo/pdf-lib'

/** The line's look (decision 133): small and grey, so it reads as a footer, not part of the page. */
const SIZE = 7
const GREY = rgb(0.45, 0.45, 0.45)
/** Its baseline above the page's bottom edge: a quarter inch, inside what home printers print. */
const BASELINE = 18

/** Helvetica (a standard font every reader has) writes WinAnsi only: anything else prints as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?')

/**
 * The PDF with `line` centred at the foot of every page and in its metadata (Subject, Keywords).
 * Everything else is kept: pdf-lib loads every object (fonts, outline, links, form fields, page
 * labels, the structure tree) and writes them back; the stamp is a new content stream of its own per
 * page, its graphics state wrapped apart from the page's, marked as an Artifact so a tagged PDF's
 * reading order does not read it. A full save, never an incremental update: an update appended to
 * the original bytes would leave the unstamped file one truncation away.
 */
export async function stampPdf(pdf: Uint8Array, line: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  const font = await document.embedFont(StandardFonts.Helvetica)
  const text = printable(line)
  const width = font.widthOfTextAtSize(text, SIZE)
  for (const page of document.getPages()) {
    // The crop box is what a reader shows and a printer prints; it is the media box when unset.
    const box = page.getCropBox()
    page.pushOperators(beginMarkedContent('Artifact'))
    page.drawText(text, { x: box.x + (box.width - width) / 2, y: box.y + BASELINE, size: SIZE, font, color: GREY })
    page.pushOperators(endMarkedContent())
  }
  document.setSubject(text)
  const keywords = document.getKeywords()
  document.setKeywords([...(keywords ? [keywords] : []), text])
  return document.save()
}
