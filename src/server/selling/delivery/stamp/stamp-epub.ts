import JSZip from 'jszip'
import { escapeHtml } from '@core/html-escape.ts'

/** Where the line goes, in order of preference: the copyright page Folio writes, else the title page. */
const PAGE_MARKS = ['copyright-page', 'titlepage'].map((type) => new RegExp(`<(?:section|div|body)\\b[^>]*\\bepub:type="${type}"`))

/**
 * Its own face and size, so it reads as a note and needs no glyph of the book's subset fonts
 * (epub-fonts.ts embeds only the characters the book prints, and '@' may not be one).
 */
const STYLE = 'font-family: sans-serif; font-size: 0.8em; margin-top: 1.2em;'

/**
 * The EPUB with `line` as a paragraph of its copyright page (the renderer's copyright.xhtml, found by
 * its epub:type), or of the title page when a book has none, or of the first content document.
 * Repacked as the EPUB container asks (decision 120): `mimetype` first and stored, the rest deflated,
 * every other file unchanged.
 */
export async function stampEpub(epub: Uint8Array, line: string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(epub)
  const documents = Object.keys(zip.files).filter((name) => /\.x?html?$/i.test(name) && !zip.files[name]!.dir)
  const texts = new Map<string, string>()
  for (const name of documents) texts.set(name, await zip.files[name]!.async('string'))
  const target =
    PAGE_MARKS.map((mark) => documents.find((name) => mark.test(texts.get(name)!))).find(Boolean) ??
    documents.find((name) => !/nav|toc/i.test(name)) ??
    documents[0]
  if (!target) throw new Error('An EPUB without a content document cannot be stamped')
  texts.set(target, insertLine(texts.get(target)!, line))

  const out = new JSZip()
  out.file('mimetype', 'application/epub+zip', { compression: 'STORE' })
  for (const [name, entry] of Object.entries(zip.files)) {
    if (name === 'mimetype' || entry.dir) continue
    out.file(name, name === target ? texts.get(name)! : await entry.async('uint8array'), { compression: 'DEFLATE' })
  }
  return out.generateAsync({ type: 'uint8array', mimeType: 'application/epub+zip' })
}

/** The paragraph at the end of the marked section (inside its styling), else at the end of the body. */
function insertLine(xhtml: string, line: string): string {
  const paragraph = `<p class="sold-to" style="${STYLE}">${escapeHtml(line)}</p>`
  const mark = PAGE_MARKS.map((m) => m.exec(xhtml)?.index).find((at) => at !== undefined)
  if (mark !== undefined) {
    const end = xhtml.indexOf('</section>', mark)
    if (end >= 0) return `${xhtml.slice(0, end)}${paragraph}${xhtml.slice(end)}`
  }
  const body = xhtml.lastIndexOf('</body>')
  if (body < 0) throw new Error('An EPUB content document without a body cannot be stamped')
  return `${xhtml.slice(0, body)}${paragraph}${xhtml.slice(body)}`
}
