/**
 * Text and URL safety shared by the HTML, EPUB and DOCX renderers. User text reaches XML
 * documents (XHTML, WordprocessingML), where a stray control character makes the whole file
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

/**
 * Only web and mail links survive into an export: `javascript:`, `data:` and relative URLs would
 * be dead or dangerous in a downloaded file. Returns null for anything else, and the renderers
 * print the link's text without the link.
 */
export function safeHref(url: string): string | null {
  const trimmed = url.trim()
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'mailto:' || parsed.hostname ? parsed.href : null
  } catch {
    return null
  }
}

/**
 * A CSS string literal for text that goes into a stylesheet (the running header): every
 * character that isn't a letter, digit or space becomes a hex escape, so nothing can end the
 * string, the rule or the <style> element.
 */
export function cssString(text: string): string {
  const escaped = [...xmlSafeText(text).replace(/\s+/g, ' ')]
    .map((c) => (/[\p{L}\p{N} ]/u.test(c) ? c : `\\${(c.codePointAt(0) ?? 32).toString(16)} `))
    .join('')
  return `"${escaped}"`
}
