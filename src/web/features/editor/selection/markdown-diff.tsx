import { diffWordsWithSpace } from 'diff'
import type { Nodes as MdNodes } from 'mdast'
import { type ReactNode, useMemo } from 'react'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { cn } from '@web/lib/utils.ts'
import { CHAPTER_PROSE } from '../chapter/chapter-prose.ts'
import { renderMarkdown, type TextMarks } from '../chapter/markdown-render.tsx'
import { wholeChanges } from './suggestion-diff.ts'

/**
 * The suggestion rendered as Markdown, with its changes marked (decision 110): bold, italics,
 * links and lists show as they will read, never as `**` or `_`. The words are compared as a reader
 * reads them (the text of the passage's Markdown against the text of the suggestion's), so marks
 * can never be split between the two versions: inserted words are underlined where they stand in
 * the formatted suggestion, deleted ones struck through at the place they left. A change of
 * formatting alone shows as the new formatting. It draws with the Preview's renderer, from the
 * exports' parse (decision 120). Load this module with import() only: the Markdown parser comes with it.
 */

// Past this many word edits, the whole is shown replaced (as the plain diff does).
const WORD_EDIT_LIMIT = 1500
// Blocks whose text runs on into the next without a space in between when read out.
const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference'])

/** The words of a Markdown text as a reader sees them, blocks apart. */
export function markdownWords(markdown: string): string {
  const parts: string[] = []
  const walk = (node: MdNodes) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value)
    else if (node.type === 'break') parts.push(' ')
    if ('children' in node) {
      for (const child of node.children) walk(child)
      if (!INLINE.has(node.type)) parts.push(' ')
    }
  }
  walk(parseMarkdownTree(markdown))
  return parts.join('')
}

/** The text with each run of blanks as one space, and where each character came from. */
function collapse(raw: string): { text: string; at: number[] } {
  let text = ''
  const at: number[] = []
  for (let i = 0; i < raw.length; i++) {
    const blank = /\s/.test(raw.charAt(i))
    if (blank && (text === '' || text.endsWith(' '))) continue
    text += blank ? ' ' : raw.charAt(i)
    at.push(i)
  }
  return { text, at }
}

interface Changes {
  /** Ranges of the rendered suggestion's text that are new. */
  added: [number, number][]
  /** Words of the passage that are gone, and where in the suggestion's text they stood. */
  removed: { at: number; text: string }[]
}

/** What changed between the passage's words and the rendered suggestion's text (`raw`, offsets in it). */
function changes(before: string, raw: string): Changes {
  const old = collapse(before).text.trim()
  const now = collapse(raw)
  const words = diffWordsWithSpace(old, now.text, { maxEditLength: WORD_EDIT_LIMIT })
  const parts = words
    ? wholeChanges(words)
    : [
        { value: old, removed: true },
        { value: now.text, added: true },
      ]
  const rawAt = (i: number) => (i < now.at.length ? (now.at[i] as number) : raw.length)
  const result: Changes = { added: [], removed: [] }
  let pos = 0
  for (const part of parts) {
    // A space more or less between blocks is how the two were read, not a change.
    const blank = part.value.trim() === ''
    if (part.removed) {
      // Right after the word before, so it stays in that word's paragraph.
      if (!blank) result.removed.push({ at: pos > 0 ? rawAt(pos - 1) + 1 : 0, text: part.value })
      continue
    }
    if (part.added && !blank) {
      // Only the words: a blank at either end may be the gap between two blocks.
      const lead = part.value.length - part.value.trimStart().length
      const trail = part.value.length - part.value.trimEnd().length
      result.added.push([rawAt(pos + lead), rawAt(pos + part.value.length - trail - 1) + 1])
    }
    pos += part.value.length
  }
  return result
}

type Removed = Changes['removed'][number]

/**
 * The marks that split the suggestion's text where words were inserted or deleted, given `raw`, all
 * of its text in reading order (the renderer hands each run over in that same order).
 */
function changeMarks(before: string, raw: string): TextMarks {
  const { added, removed } = changes(before, raw)
  let offset = 0
  let key = 0
  let ended = false
  const placed = new Set<Removed>()
  const del = (r: Removed) => {
    placed.add(r)
    return (
      <del key={key++}>
        <span className="sr-only">Deleted: </span>
        {r.text}
      </del>
    )
  }
  const ins = (label: boolean, text: string) => (
    <ins key={key++}>
      {label ? <span className="sr-only">Inserted: </span> : null}
      {text}
    </ins>
  )
  return {
    // Words deleted where bold or a link begins go before it, so they keep none of its look.
    beforeInline: () => removed.filter((r) => r.at === offset && !placed.has(r)).map(del),
    text(value) {
      const start = offset
      const end = start + value.length
      offset = end
      const pieces: ReactNode[] = []
      const cuts = new Set([start, end])
      for (const [a, b] of added) for (const at of [a, b]) if (at > start && at < end) cuts.add(at)
      for (const r of removed) if (r.at > start && r.at < end) cuts.add(r.at)
      const points = [...cuts].sort((x, y) => x - y)
      for (let i = 0; i < points.length - 1; i++) {
        const from = points[i] as number
        const to = points[i + 1] as number
        for (const r of removed) if (r.at === from && !placed.has(r)) pieces.push(del(r))
        const text = value.slice(from - start, to - start)
        const run = added.find(([a, b]) => a <= from && to <= b)
        // The line break between two list items or paragraphs stays bare: no <ins> where the text has none.
        pieces.push(run && text.trim() !== '' ? ins(run[0] === from, text) : text)
      }
      // Words deleted at the very end of the suggestion, after its last character.
      if (end === raw.length && start < end && !ended) {
        ended = true
        for (const r of removed) if (r.at === raw.length && !placed.has(r)) pieces.push(del(r))
      }
      return pieces
    },
  }
}

/** The suggestion drawn with its changes marked: once to read its text in order, once to mark it. */
function markedSuggestion(before: string, after: string): ReactNode[] {
  const tree = parseMarkdownTree(after)
  let raw = ''
  const reading: TextMarks = {
    text: (value) => ((raw += value), value),
    beforeInline: () => null,
  }
  void renderMarkdown(tree, { marks: reading })
  return renderMarkdown(tree, { marks: changeMarks(markdownWords(before), raw) })
}

// The plain diff's colours, with the struck-through and underlined cue that never relies on colour alone.
const CHANGES =
  '[&_del]:rounded-sm [&_del]:bg-red-200 [&_del]:text-red-950 [&_del]:line-through [&_del]:decoration-red-800 ' +
  '[&_ins]:rounded-sm [&_ins]:bg-emerald-200 [&_ins]:text-emerald-950 [&_ins]:underline [&_ins]:decoration-emerald-800 ' +
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0'

/** The suggestion for `before` (the passage's Markdown) as formatted text, its changes marked. */
export function MarkdownDiff({ before, after }: { before: string; after: string }) {
  // A link in a suggestion opens in its own tab (the renderer's links all do): the editor, with the suggestion open, stays.
  const children = useMemo(() => markedSuggestion(before, after), [before, after])
  return (
    <div data-testid="suggestion-diff" className={cn(CHAPTER_PROSE, CHANGES, 'max-h-64 overflow-y-auto text-sm leading-relaxed')}>
      {children}
    </div>
  )
}
