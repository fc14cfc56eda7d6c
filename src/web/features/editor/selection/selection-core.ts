import { SELECTION_LIMITS } from '@core/selection-limits.ts'

/**
 * The editor-agnostic core of selection rewrites (docs/product.md#editor): a text, the selected
 * range, the suggestion that replaces it. The Markdown box uses it today; any editor that can say
 * `{ text, start, end }` and set its text can use it too.
 */
export interface TextSelection {
  text: string
  start: number
  end: number
}

/** The selected passage (its outer whitespace left in the text) and the text around it, capped for the request. */
export interface Passage {
  start: number
  end: number
  selection: string
  before: string
  after: string
}

/** The passage a selection holds, without the blanks at its ends; null when nothing but blanks is selected. */
export function passageOf({ text, start, end }: TextSelection): Passage | null {
  const from = Math.max(0, Math.min(start, end))
  let to = Math.min(text.length, Math.max(start, end))
  let at = from
  while (at < to && /\s/.test(text.charAt(at))) at++
  while (to > at && /\s/.test(text.charAt(to - 1))) to--
  if (at === to) return null
  return {
    start: at,
    end: to,
    selection: text.slice(at, to),
    before: text.slice(Math.max(0, at - SELECTION_LIMITS.around), at),
    after: text.slice(to, to + SELECTION_LIMITS.around),
  }
}

/** A passage longer than the server takes: the creator is asked to select less. */
export const tooLong = (passage: Passage): boolean => passage.selection.length > SELECTION_LIMITS.selection

/**
 * The text with only the passage replaced; null when the passage is no longer where it was (the
 * text changed meanwhile), so nothing else can ever be overwritten.
 */
export function applySuggestion(text: string, passage: Passage, suggestion: string): string | null {
  // A text box reports LF line endings whatever was stored (a model may answer with CRLF): the passage
  // was measured there, so it is applied to the same text.
  const base = text.replace(/\r\n?/g, '\n')
  if (base.slice(passage.start, passage.end) !== passage.selection) return null
  return base.slice(0, passage.start) + suggestion + base.slice(passage.end)
}
