import type { Element, ElementContent, Root, RootContent, Text } from 'hast'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { cn } from '@web/lib/utils.ts'
import { CHAPTER_PROSE } from '../chapter/chapter-prose.ts'
import type { DiffPiece } from './suggestion-diff.ts'

/**
 * The suggestion's diff rendered as Markdown (decision 110): bold, italics, links and lists show
 * as they will read, with deleted words struck through and inserted ones marked, as in the plain
 * diff. The pieces are joined into one Markdown text with private-use characters around each
 * deleted or inserted run; after the parse, the text between them becomes <del> or <ins>, however
 * the Markdown nested it. Load this module with import() only: react-markdown comes with it.
 */

// Private-use characters: no Markdown syntax, never escaped, never in a chapter.
const DEL_OPEN = '\uE010'
const DEL_CLOSE = '\uE011'
const INS_OPEN = '\uE012'
const INS_CLOSE = '\uE013'
const MARKERS = /([\uE010-\uE013])/

// What opens a line in Markdown: a marker before it would make it text ('- item' would not be a list).
const LINE_START = /^(?:[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|\d{1,9}[.)][ \t]+))*/

/** The pieces as one Markdown text, each deleted or inserted run between its markers, line by line. */
export function diffMarkdown(pieces: readonly DiffPiece[]): string {
  let out = ''
  for (const piece of pieces) {
    if (piece.kind === 'same') {
      out += piece.text
      continue
    }
    const [open, close] = piece.kind === 'removed' ? [DEL_OPEN, DEL_CLOSE] : [INS_OPEN, INS_CLOSE]
    piece.text.split('\n').forEach((line, i) => {
      if (i > 0) out += '\n'
      const lead = out === '' || out.endsWith('\n') ? (LINE_START.exec(line)?.[0] ?? '') : ''
      const rest = line.slice(lead.length)
      out += lead + (rest.trim() === '' ? rest : open + rest + close)
    })
  }
  return out
}

type Mode = 'same' | 'removed' | 'added'

const srOnly = (text: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['sr-only'] },
  children: [{ type: 'text', value: text }],
})

/** A rehype step: the text between markers, in reading order across elements, wrapped in <del> or <ins>. */
function markChanges() {
  return (tree: Root) => {
    let mode: Mode = 'same'
    // Screen readers hear 'Deleted:' or 'Inserted:' once at the start of each run.
    let started = false
    const walk = (parent: Root | Element) => {
      const children: (RootContent | ElementContent)[] = []
      for (const child of parent.children) {
        if (child.type === 'element') {
          walk(child)
          children.push(child)
          continue
        }
        if (child.type !== 'text') {
          children.push(child)
          continue
        }
        for (const part of (child as Text).value.split(MARKERS)) {
          if (part === DEL_OPEN || part === INS_OPEN) [mode, started] = [part === DEL_OPEN ? 'removed' : 'added', false]
          else if (part === DEL_CLOSE || part === INS_CLOSE) mode = 'same'
          else if (part !== '') {
            if (mode === 'same') children.push({ type: 'text', value: part })
            else {
              const inner: ElementContent[] = [{ type: 'text', value: part }]
              if (!started) inner.unshift(srOnly(mode === 'removed' ? 'Deleted: ' : 'Inserted: '))
              started = true
              children.push({ type: 'element', tagName: mode === 'removed' ? 'del' : 'ins', properties: {}, children: inner })
            }
          }
        }
      }
      parent.children = children as typeof parent.children
    }
    walk(tree)
  }
}

// The plain diff's colours, with the struck-through and underlined cue that never relies on colour alone.
const CHANGES =
  '[&_del]:rounded-sm [&_del]:bg-red-200 [&_del]:text-red-950 [&_del]:line-through [&_del]:decoration-red-800 ' +
  '[&_ins]:rounded-sm [&_ins]:bg-emerald-200 [&_ins]:text-emerald-950 [&_ins]:underline [&_ins]:decoration-emerald-800 ' +
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0'

// A link in a suggestion opens in its own tab: the editor, with the suggestion open, stays.
const components: Components = { a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" /> }

/** The diff as formatted text. */
export function MarkdownDiff({ pieces }: { pieces: readonly DiffPiece[] }) {
  return (
    <div data-testid="suggestion-diff" className={cn(CHAPTER_PROSE, CHANGES, 'max-h-64 overflow-y-auto text-sm leading-relaxed')}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[markChanges]} components={components}>
        {diffMarkdown(pieces)}
      </Markdown>
    </div>
  )
}
