import { KDP_HTML_TAGS } from '@core/launch-kit.ts'
import sanitizeHtml from 'sanitize-html'

/**
 * KDP's description takes a small HTML subset (KDP_HTML_TAGS) with no attributes; anything else
 * (a link, a style, a script, an entity soup) is removed before the text is stored or shown, whoever
 * wrote it: the model or the creator. Text inside a removed element is kept.
 */
export function sanitizeKdpHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...KDP_HTML_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    // Script and style bodies are code, not description text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  }).trim()
}
