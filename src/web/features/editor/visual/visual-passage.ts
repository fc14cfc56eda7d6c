import type { Editor } from '@tiptap/core'
import { type Mark, type Node as PMNode, Slice } from '@tiptap/pm/model'
import { Selection, TextSelection } from '@tiptap/pm/state'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { mdastToDoc, Unsupported } from './mdast-to-doc.ts'
import { docMarkdown, roundTripChange } from './visual-markdown.ts'

/**
 * Where a selection in the visual editor sits in the chapter's Markdown (decision 68 addendum),
 * so an AI edit works on the same Markdown passage in Visual mode as in the Markdown box.
 */
export interface VisualRange {
  /** The document the range was read from: an Accept on any other document is refused. */
  doc: PMNode
  from: number
  to: number
  /** The document as Markdown, and the range's place in it. */
  markdown: string
  start: number
  end: number
}

// Private-use characters: no Markdown syntax, never escaped, never in a chapter the editor shows.
const START = '\uE000'
const END = '\uE001'

const isBlank = (text: string) => /^\s$/u.test(text)

/** The selection without blanks or block edges at its ends, in text positions; null when nothing but blanks is selected. */
function trimmedRange(doc: PMNode, from: number, to: number): { from: number; to: number } | null {
  let start = Selection.findFrom(doc.resolve(from), 1, true)?.from
  let end = Selection.findFrom(doc.resolve(to), -1, true)?.to
  if (start === undefined || end === undefined) return null
  for (let moved = true; moved && start < end;) {
    moved = false
    const $start = doc.resolve(start)
    if ($start.parentOffset === $start.parent.content.size) {
      const next = Selection.findFrom(doc.resolve($start.after()), 1, true)
      if (next && next.from > start) [start, moved] = [next.from, true]
    } else if (isBlank(doc.textBetween(start, start + 1, '\n', ' '))) [start, moved] = [start + 1, true]
  }
  for (let moved = true; moved && start < end;) {
    moved = false
    const $end = doc.resolve(end)
    if ($end.parentOffset === 0) {
      const previous = Selection.findFrom(doc.resolve($end.before()), -1, true)
      if (previous && previous.to < end) [end, moved] = [previous.to, true]
    } else if (isBlank(doc.textBetween(end - 1, end, '\n', ' '))) [end, moved] = [end - 1, true]
  }
  return start < end ? { from: start, to: end } : null
}

/** The marks a character typed at `pos` would share with both neighbours, so a marker never splits a bold run. */
function sharedMarks(doc: PMNode, pos: number): readonly Mark[] {
  const $pos = doc.resolve(pos)
  const before = $pos.nodeBefore?.marks
  const after = $pos.nodeAfter?.marks
  if (!before || !after) return []
  return before.filter((mark) => mark.isInSet(after))
}

/** The run of `mark` around `pos` in its textblock (pos strictly inside it), or null. */
function markRun(doc: PMNode, pos: number, mark: Mark): { from: number; to: number } | null {
  const $pos = doc.resolve(pos)
  const base = $pos.start()
  let start: number | null = null
  let offset = 0
  const around = () => (start !== null && base + start < pos && pos < base + offset ? { from: base + start, to: base + offset } : null)
  for (let i = 0; i < $pos.parent.childCount; i++) {
    const child = $pos.parent.child(i)
    if (!mark.isInSet(child.marks)) {
      if (around()) return around()
      start = null
    } else if (start === null) start = offset
    offset += child.nodeSize
  }
  return around()
}

/**
 * A selection that starts or ends inside a bold (or link…) run it leaves widens to the whole run,
 * so the passage never holds one `**` without the other.
 */
function wholeRuns(doc: PMNode, range: { from: number; to: number }): { from: number; to: number } {
  let { from, to } = range
  for (const mark of sharedMarks(doc, from)) {
    const run = markRun(doc, from, mark)
    if (run && to > run.to) from = Math.min(from, run.from)
  }
  for (const mark of sharedMarks(doc, to)) {
    const run = markRun(doc, to, mark)
    if (run && from < run.from) to = Math.max(to, run.to)
  }
  return { from, to }
}

/**
 * The selection's place in the Markdown the editor writes: a marker goes in at each end of a copy
 * of the document, the copy is written, the markers found. Null when nothing is selected;
 * 'unreadable' when the markers change how the rest is written (a table pads its columns to their
 * widest cell).
 */
export function selectedRange(editor: Editor): VisualRange | 'unreadable' | null {
  const { doc, selection, schema } = editor.state
  const trimmed = trimmedRange(doc, selection.from, selection.to)
  if (!trimmed) return null
  const range = wholeRuns(doc, trimmed)
  const marked = editor.state.tr
  marked.insert(range.to, schema.text(END, sharedMarks(doc, range.to)))
  marked.insert(range.from, schema.text(START, sharedMarks(doc, range.from)))
  const written = docMarkdown(editor, marked.doc)
  const start = written.indexOf(START)
  const end = written.indexOf(END) - START.length
  const markdown = written.replace(START, '').replace(END, '')
  if (start < 0 || end < start || markdown !== docMarkdown(editor, doc)) return 'unreadable'
  return { doc, ...range, markdown, start, end }
}

/** The suggestion as document content to put in place of the range, or null when the editor has no place for it. */
function suggestionSlice(editor: Editor, suggestion: string): Slice | null {
  try {
    const content = editor.schema.nodeFromJSON(mdastToDoc(parseMarkdownTree(suggestion))).content
    return Slice.maxOpen(content)
  } catch (error) {
    if (error instanceof Unsupported) return null
    throw error
  }
}

/**
 * Replaces the range with the suggestion, in place, as one change the editor can undo, and gives
 * the chapter's new Markdown. `expected` is the Markdown with only the passage replaced (what the
 * Markdown box would hold): when the change in place would read otherwise (a heading suggested
 * inside a sentence), the editor is left alone and `expected` is the answer, for the caller to
 * load. Null when the document is no longer the one the range was read from.
 */
export function replaceRange(
  editor: Editor,
  range: VisualRange,
  suggestion: string,
  expected: string,
): { markdown: string; inPlace: boolean } | null {
  if (!editor.state.doc.eq(range.doc)) return null
  const slice = suggestionSlice(editor, suggestion)
  if (slice) {
    const tr = editor.state.tr.replaceRange(range.from, range.to, slice)
    const markdown = docMarkdown(editor, tr.doc)
    if (roundTripChange(expected, markdown) === null) {
      const end = tr.mapping.map(range.to)
      tr.setSelection(TextSelection.create(tr.doc, Math.min(range.from, end), end))
      editor.view.dispatch(tr)
      return { markdown, inPlace: true }
    }
  }
  return { markdown: expected, inPlace: false }
}
