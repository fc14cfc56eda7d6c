import type { Root } from 'mdast'
import type { ExportChapter } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'

/**
 * What an export accepts, for every format alike (decision 26). Far above any real book — the
 * 45,000-word book has 132 list items and 1,600 blocks, a long checklist a few thousand items —
 * and far below what made the Markdown parser and the renderers take minutes or gigabytes
 * (one line of 99,000 `>`; 360,000 checklist items). Chapter size is the schema's 100,000
 * characters. The Markdown is scanned line by line before the parse, and the tree is checked
 * again after it, since the scan only estimates what the parser will build.
 */
export const EXPORT_LIMITS = {
  /** Block quotes and lists inside each other. */
  nesting: 32,
  /** Any node inside another, inline emphasis and links included. */
  treeDepth: 100,
  /** List items in one chapter, and in the whole document. */
  chapterListItems: 2_000,
  listItems: 10_000,
  /** Paragraphs, headings, list items, table rows, … in the whole document. */
  blocks: 60_000,
} as const

/** 'Chapter 3 (“Title”)': how an export error names the chapter it is about. */
export const where = (index: number, title: string) => `Chapter ${index + 1}${title.trim() ? ` (“${title.trim().slice(0, 60)}”)` : ''}`

function tooDeep(index: number, title: string): AppError {
  return new AppError(
    'export_too_complex',
    `${where(index, title)} nests quotes or lists more than ${EXPORT_LIMITS.nesting} levels deep. Flatten it to export.`,
  )
}

function tooManyItems(scope: string, limit: number): AppError {
  return new AppError(
    'export_too_large',
    `${scope} has more than ${limit.toLocaleString('en-US')} list items. Split it into smaller documents to export.`,
  )
}

function tooManyBlocks(): AppError {
  return new AppError(
    'export_too_large',
    `This document has more than ${EXPORT_LIMITS.blocks.toLocaleString('en-US')} paragraphs, headings and list items. Split it into smaller documents to export.`,
  )
}

interface Counts {
  listItems: number
  blocks: number
}

const SPACE = 32
const TAB = 9
const isDigit = (code: number) => code >= 48 && code <= 57

/** Length of a list marker at `i` ('-', '*', '+', '1.' or '1)' then a space or the line's end), or 0. */
function listMarkerLength(line: string, i: number): number {
  let j = i
  const first = line.charCodeAt(j)
  if (first === 45 || first === 42 || first === 43) j += 1
  else {
    while (isDigit(line.charCodeAt(j)) && j - i < 9) j += 1
    const close = line.charCodeAt(j)
    if (j === i || (close !== 46 && close !== 41)) return 0
    j += 1
  }
  const after = line.charCodeAt(j)
  return j === line.length || after === SPACE || after === TAB ? j - i : 0
}

/**
 * One pass over a chapter's lines, before the parse: how deep the quote and list markers at each
 * line's start go (indentation counts one level per two columns in front of a list marker), how
 * many lines open a list item, and how many lines hold anything. Fenced code is skipped: its
 * text is printed as typed. Throws the AppError a request should answer with.
 */
function scanChapter(chapter: ExportChapter, index: number, counts: Counts): void {
  let fence = ''
  let chapterItems = 0
  for (const line of chapter.content.split('\n')) {
    let i = 0
    let columns = 0
    while (line.charCodeAt(i) === SPACE || line.charCodeAt(i) === TAB) columns += line.charCodeAt(i++) === TAB ? 4 : 1
    const rest = line.slice(i, i + 3)
    if (fence) {
      if (rest === fence) fence = ''
      continue
    }
    if (rest === '```' || rest === '~~~') fence = rest
    if (i === line.length) continue
    counts.blocks += 1
    let depth = 0
    let lists = 0
    for (;;) {
      if (line.charCodeAt(i) === 62)
        i += 1 // '>'
      else {
        const marker = listMarkerLength(line, i)
        if (marker === 0) break
        i += marker
        lists += 1
      }
      depth += 1
      while (line.charCodeAt(i) === SPACE || line.charCodeAt(i) === TAB) i += 1
    }
    if (lists > 0) {
      depth += Math.floor(columns / 2)
      chapterItems += 1
      counts.listItems += 1
    }
    if (depth > EXPORT_LIMITS.nesting) throw tooDeep(index, chapter.title)
    if (chapterItems > EXPORT_LIMITS.chapterListItems) throw tooManyItems(where(index, chapter.title), EXPORT_LIMITS.chapterListItems)
    if (counts.listItems > EXPORT_LIMITS.listItems) throw tooManyItems('This document', EXPORT_LIMITS.listItems)
    if (counts.blocks > EXPORT_LIMITS.blocks) throw tooManyBlocks()
  }
}

/** The cheap check before any parse: linear in the document's size, and run before it is queued. */
export function checkExportMarkdown(chapters: readonly ExportChapter[]): void {
  const counts: Counts = { listItems: 0, blocks: 0 }
  chapters.forEach((chapter, index) => scanChapter(chapter, index, counts))
}

type Node = Root | Root['children'][number] | { type: string; children?: Node[] }
const CONTAINERS = new Set(['blockquote', 'list'])
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'listItem',
  'tableRow',
  'code',
  'html',
  'thematicBreak',
  'definition',
  'footnoteDefinition',
])

/**
 * The same limits on the parsed trees, without recursion (a tree too deep to recurse is exactly
 * what this refuses). `counts` carries the document's totals from chapter to chapter.
 */
export function checkExportTree(tree: Root, index: number, title: string, counts: Counts = { listItems: 0, blocks: 0 }): Counts {
  const stack: { node: Node; depth: number; nesting: number }[] = [{ node: tree, depth: 0, nesting: 0 }]
  let chapterItems = 0
  while (stack.length > 0) {
    const { node, depth, nesting } = stack.pop()!
    if (depth > EXPORT_LIMITS.treeDepth || nesting > EXPORT_LIMITS.nesting) throw tooDeep(index, title)
    if (BLOCKS.has(node.type)) counts.blocks += 1
    if (node.type === 'listItem') {
      chapterItems += 1
      counts.listItems += 1
    }
    if (chapterItems > EXPORT_LIMITS.chapterListItems) throw tooManyItems(where(index, title), EXPORT_LIMITS.chapterListItems)
    if (counts.listItems > EXPORT_LIMITS.listItems) throw tooManyItems('This document', EXPORT_LIMITS.listItems)
    if (counts.blocks > EXPORT_LIMITS.blocks) throw tooManyBlocks()
    const inner = nesting + (CONTAINERS.has(node.type) ? 1 : 0)
    for (const child of ('children' in node ? (node.children as Node[] | undefined) : undefined) ?? []) {
      stack.push({ node: child, depth: depth + 1, nesting: inner })
    }
  }
  return counts
}
