import JSZip from 'jszip'
import { escapeHtml } from '@core/html-escape.ts'

const DOCUMENT = 'word/document.xml'

/** A paragraph in the renderer's Copyright style (docx-styles.ts): small, muted, like the lines above it. */
const paragraph = (line: string, style: string | null) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escapeHtml(line)}</w:t></w:r></w:p>`

/**
 * The DOCX with `line` as a paragraph after the copyright page's last line (the renderer's
 * 'Copyright' style, docx-front-matter.ts), else after the title, else first in the body. Only
 * word/document.xml changes; every other part is copied as it was.
 */
export async function stampDocx(docx: Uint8Array, line: string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(docx)
  const entry = zip.file(DOCUMENT)
  if (!entry) throw new Error('A DOCX without word/document.xml cannot be stamped')
  zip.file(DOCUMENT, insertParagraph(await entry.async('string'), line), { compression: 'DEFLATE' })
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}

/** The `</w:p>` that closes the last paragraph of `style`, or -1. */
function endOfLast(xml: string, style: string): number {
  const at = xml.lastIndexOf(`<w:pStyle w:val="${style}"/>`)
  if (at < 0) return -1
  const end = xml.indexOf('</w:p>', at)
  return end < 0 ? -1 : end + '</w:p>'.length
}

function insertParagraph(xml: string, line: string): string {
  for (const style of ['Copyright', 'Title']) {
    const end = endOfLast(xml, style)
    if (end >= 0) return `${xml.slice(0, end)}${paragraph(line, style === 'Copyright' ? style : null)}${xml.slice(end)}`
  }
  const body = /<w:body>/.exec(xml)
  if (!body) throw new Error('A DOCX without a body cannot be stamped')
  const at = body.index + body[0].length
  return `${xml.slice(0, at)}${paragraph(line, null)}${xml.slice(at)}`
}
