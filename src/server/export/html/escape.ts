import { xmlSafeText } from '@core/html-escape.ts'

/** Text and URL safety for the HTML, EPUB and DOCX renderers; escaping itself is the one way in src/core. */
export { escapeHtml, xmlSafeText } from '@core/html-escape.ts'
export { safeHref } from '@core/markdown-print.ts'

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
