import {
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFRef,
  beginMarkedContent,
  beginText,
  endMarkedContent,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  setFillingGrayscaleColor,
  setFontAndSize,
  showText,
} from '@cantoo/pdf-lib'
import { FIRST_CHAR, LAST_CHAR, type StampFont, stampFont } from './stamp-font.ts'

/** The line's look (decision 133): small and grey, so it reads as a footer, not part of the page. */
const SIZE = 7
const GREY = 0.45
/** Its baseline above the page's bottom edge: a quarter inch, below Folio's page numbers and inside what home printers print. */
const BASELINE = 18
/** The font's name in each page's resources; unlikely to meet a name the page already uses. */
const FONT = PDFName.of('FolioSoldTo')

/** The embedded subset holds printable ASCII (WinAnsi's first block): anything else prints as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?')

/**
 * The PDF with `line` centred at the foot of every page and in its metadata (Subject, Keywords).
 * Everything else is kept: pdf-lib loads every object (fonts, outline, links, form fields, page
 * labels, the structure tree) and writes them back. Each page's own content is wrapped in q … Q,
 * so whatever graphics state it leaves cannot move the stamp, and the stamp is a content stream of
 * its own, marked as an Artifact so a tagged PDF's reading order skips it. A full save, never an
 * incremental update: an update appended to the original bytes would leave the unstamped file one
 * truncation away.
 */
export async function stampPdf(pdf: Uint8Array, line: string): Promise<Uint8Array> {
  const [document, font] = await Promise.all([PDFDocument.load(pdf, { updateMetadata: false }), stampFont()])
  const { context } = document
  const fontRef = embed(document, font)
  const text = printable(line)
  const width = [...text].reduce((sum, char) => sum + font.widths[char.charCodeAt(0) - FIRST_CHAR]!, 0) * (SIZE / 1000)
  const hex = PDFHexString.of(Buffer.from(text, 'latin1').toString('hex'))
  const begin = context.register(context.contentStream([pushGraphicsState()]))
  const end = context.register(context.contentStream([popGraphicsState()]))
  for (const page of document.getPages()) {
    // The crop box is what a reader shows and a printer prints; it is the media box when unset.
    const box = page.getCropBox()
    page.node.normalize()
    page.node.wrapContentStreams(begin, end)
    page.node.setFontDictionary(FONT, fontRef)
    const stamp = context.contentStream([
      pushGraphicsState(),
      beginMarkedContent('Artifact'),
      beginText(),
      setFontAndSize(FONT, SIZE),
      setFillingGrayscaleColor(GREY),
      moveText(round(box.x + (box.width - width) / 2), round(box.y + BASELINE)),
      showText(hex),
      endText(),
      endMarkedContent(),
      popGraphicsState(),
    ])
    page.node.addContentStream(context.register(stamp))
  }
  document.setSubject(text)
  const keywords = document.getKeywords()
  document.setKeywords([...(keywords ? [keywords] : []), text])
  return document.save()
}

const round = (n: number) => Math.round(n * 100) / 100

/** A simple TrueType font over the embedded subset: WinAnsi codes, widths from the font itself. */
function embed(document: PDFDocument, font: StampFont): PDFRef {
  const { context } = document
  const file = context.register(context.flateStream(font.bytes, { Length1: font.bytes.length }))
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: font.name,
      // Nonsymbolic: the codes are WinAnsi, read through the font's Unicode cmap.
      Flags: 32,
      FontBBox: font.bbox,
      ItalicAngle: 0,
      Ascent: font.ascent,
      Descent: font.descent,
      CapHeight: font.capHeight,
      StemV: 80,
      FontFile2: file,
    }),
  )
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'TrueType',
      BaseFont: font.name,
      FirstChar: FIRST_CHAR,
      LastChar: LAST_CHAR,
      Widths: font.widths,
      Encoding: 'WinAnsiEncoding',
      FontDescriptor: descriptor,
    }),
  )
}
