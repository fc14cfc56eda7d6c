/**
 * The server's one way to put text into HTML and XML: every page it writes (the outbox, the local
 * checkout, the config tag), every mail, and the HTML, EPUB and DOCX exports. User text reaches
 * XML documents (XHTML, WordprocessingML), where a stray control character makes the whole file
 * unreadable, so those characters are dropped, not escaped.
 */

// XML 1.0 forbids C0 controls other than tab/newline/return, lone surrogates and U+FFFE/U+FFFF.
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function xmlSafeText(text: string): string {
  return text.replace(NOT_XML_CHAR, '')
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for an element's content or a quoted attribute, in HTML and in XHTML alike. */
export function escapeHtml(text: string): string {
  return xmlSafeText(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}
