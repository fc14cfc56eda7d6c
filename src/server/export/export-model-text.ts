// C0 controls other than tab, newline and carriage return, and the two non-characters U+FFFE and
// U+FFFF: XML (DOCX, EPUB) forbids them and no format can print them.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
// The bidi embeddings and overrides (LRE, RLE, PDF, LRO, RLO). Typst 0.13 panics on a word after
// an RLO (the export worker aborts: issue 25), and an unclosed one reverses the text after it in
// HTML and EPUB. Unicode recommends the isolates (U+2066–U+2069) instead; those, and the marks
// LRM, RLM and ALM, are kept: every format prints them.
const BIDI_OVERRIDE = /[\u202A-\u202E]/g

/**
 * The writer's text as every format can take it, done once here rather than in each renderer:
 * a lone surrogate (half of an emoji cut in two) becomes U+FFFD (String#toWellFormed, which our
 * ES2023 target lacks), which Typst's JSON reader would otherwise refuse; unprintable controls
 * and bidi overrides are dropped.
 */
export function exportText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(UNPRINTABLE, '').replace(BIDI_OVERRIDE, '')
}
