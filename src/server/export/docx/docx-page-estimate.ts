import { IMAGE_WIDTH_FRACTION } from '@core/image-layout.ts'
import type { List, RootContent, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { ExportChapterModel, ExportModel } from '../export-model.ts'
import { exportLayout, type ExportLayout } from '../html/export-layout.ts'
import { naturalSizePt } from '../images/export-image.ts'
import { loneImage } from '../images/lone-image.ts'
import { exportTheme, type ExportTheme } from '../themes.ts'
import type { DocxPage } from './docx-page.ts'
import { columnWidths } from './docx-table.ts'
import { type FaceKind, faceKind, textTwips } from './docx-text-width.ts'
import { LIST_INDENT } from './docx-theme.ts'

/**
 * Folio's own count of a DOCX's pages (issue 29, decision 101): each chapter's blocks as the
 * styles of docx-styles.ts set them — lines broken word by word at the per-character widths of
 * docx-text-width.ts, lines as far apart as LibreOffice sets them, spacing between blocks, headings
 * kept with what follows, table rows whole — filled into the text block page by page, as
 * LibreOffice fills it (measured against its PDFs). Every chapter starts on a new page, so the
 * pages of one do not depend on another's. It reads the Markdown, not the DOCX: laying the DOCX
 * out as Word does (`docx/layout`) took 9–10 s on the 45,000-word book, this takes tens of
 * milliseconds. Kept beside the renderer: a new block type or style change there is a change here.
 */

/** A run of lines that sit together on a page (a paragraph), or one that can't split (a table row, a picture). */
export interface Box {
  lines: number
  /** Twips a line. */
  line: number
  before: number
  after: number
  /** Whether the whole box moves to the next page rather than split (a row, a picture, a heading). */
  whole?: boolean
  /** Whether it stays on the page with the start of the next box (a heading, a label). */
  keepNext?: boolean
}

export interface Metrics {
  theme: ExportTheme
  layout: ExportLayout
  body: FaceKind
  heading: FaceKind
  /** Half-points. */
  bodySize: number
  textWidth: number
  textHeight: number
}

/**
 * Twips between two lines of a paragraph spaced `line` (docx-styles.ts: 300 for text, 260 in
 * tables and code). The styles give no line rule, and LibreOffice then sets the lines exactly that
 * far apart whatever their size (measured: 15 pt at 10.5, 11 and 12 pt, and under a 20 pt ornament).
 */
const LINE = 300
const TABLE_LINE = 260

/** Text in runs: bold is wider (a list item's lead-in, a table's header). */
export interface Run {
  text: string
  bold: boolean
}

/** A block's text as runs, bold inside `**…**`. */
function runsOf(node: unknown, bold = false, runs: Run[] = []): Run[] {
  const n = node as { type?: string; value?: unknown; children?: unknown[]; alt?: string }
  if (typeof n.value === 'string' && n.type !== 'html') runs.push({ text: n.value, bold })
  else if (n.type === 'break') runs.push({ text: ' ', bold })
  else if (n.type === 'image' || n.type === 'imageReference') runs.push({ text: n.alt ?? '', bold })
  else for (const child of n.children ?? []) runsOf(child, bold || n.type === 'strong', runs)
  return runs
}

/** How many lines text takes at a width, broken between words as Word and LibreOffice break them. */
export function lineCount(text: string | readonly Run[], width: number, halfPoints: number, kind: FaceKind, bold = false): number {
  const runs = typeof text === 'string' ? [{ text, bold }] : text
  const space = textTwips(' ', halfPoints, kind)
  let lines = 1
  let used = 0
  let word = 0
  const endWord = () => {
    if (word === 0) return
    if (used > 0 && used + space + word > width) {
      lines += 1 + Math.floor(word / width)
      used = word % width
    } else used += (used > 0 ? space : 0) + word
    word = 0
  }
  for (const run of runs)
    for (const part of run.text.split(/(\s+)/)) {
      if (/^\s+$/.test(part)) endWord()
      else if (part) word += textTwips(part, halfPoints, kind, run.bold)
    }
  endWord()
  return lines
}

const QUOTE_INDENT = 567
const AFTER_TABLE = 200
const AFTER_LIST = 120

function textBox(text: string | readonly Run[], m: Metrics, indent: number, right = 0, after = 160, before = 0): Box {
  return { lines: lineCount(text, m.textWidth - indent - right, m.bodySize, m.body), line: LINE, before, after }
}

function headingBox(text: string, depth: number, m: Metrics): Box {
  const [size, before, after] = depth <= 2 ? [28, 360, 120] : depth === 3 ? [24, 280, 100] : depth === 4 ? [22, 240, 80] : [22, 200, 80]
  return { lines: lineCount(text, m.textWidth, size, m.heading, true), line: size * 12, before, after, whole: true, keepNext: true }
}

function tableBoxes(table: Table, m: Metrics, indent: number): Box[] {
  const columns = Math.max(1, ...table.children.map((row) => row.children.length))
  const widths = columnWidths(table, columns, m.textWidth - indent, m.layout.worksheet)
  const line = TABLE_LINE
  const rows: Box[] = table.children.map((row, i) => {
    const lines = Math.max(1, ...row.children.map((cell, c) => lineCount(runsOf(cell, i === 0), (widths[c] ?? 0) - 220, 20, m.body)))
    // Cell margins (60 + 60), the paragraph's spacing (40 + 40) and the rule.
    const height = lines * line + 200 + 10
    // The header row (repeated on each page) is not left alone at a page's foot: LibreOffice moves it on with the first row.
    return {
      lines: 1,
      line: m.layout.worksheet && i > 0 ? Math.max(height, 640) : height,
      before: 0,
      after: 0,
      whole: true,
      keepNext: i === 0,
    }
  })
  return rows
}

function listBoxes(list: List, m: Metrics, level: number, quoteIndent: number): Box[] {
  return list.children.flatMap((item) => {
    const [first, ...rest] = item.children
    const indent = LIST_INDENT * (level + 1) + quoteIndent
    const lead = first?.type === 'paragraph' ? [{ ...textBox(runsOf(first), m, indent), after: 60 }] : []
    const more = (first?.type === 'paragraph' ? rest : item.children).flatMap((node) => blockBoxes(node, m, level + 1, quoteIndent))
    return [...lead, ...more]
  })
}

function blockBoxes(node: RootContent, m: Metrics, listLevel: number, quoteIndent: number): Box[] {
  const indent = LIST_INDENT * (listLevel + 1) + quoteIndent
  switch (node.type) {
    case 'paragraph': {
      const lone = loneImage(node.children)
      if (!lone) return [textBox(runsOf(node), m, indent, quoteIndent)]
      const natural = naturalSizePt(lone.placed.file)
      const width = Math.min((m.textWidth - indent) * IMAGE_WIDTH_FRACTION[lone.placed.width], natural.width * 20)
      const height = Math.min((natural.height * width) / natural.width, m.textHeight * 0.7)
      const picture: Box = { lines: 1, line: height + 60, before: 120, after: lone.placed.caption ? 60 : 200, whole: true }
      return lone.placed.caption ? [{ ...picture, keepNext: true }, textBox(lone.placed.caption, m, indent, 0, 240)] : [picture]
    }
    case 'heading':
      return [headingBox(toString(node), node.depth, m)]
    case 'blockquote':
      return node.children.flatMap((child) => blockBoxes(child, m, listLevel, quoteIndent + QUOTE_INDENT))
    case 'list':
      return listBoxes(node, m, listLevel, quoteIndent)
    case 'table':
      return tableBoxes(node, m, indent)
    case 'code': {
      const lines = node.value.split('\n').reduce((sum, line) => sum + lineCount(line, m.textWidth - indent, 19, 'mono'), 0)
      return [{ lines, line: TABLE_LINE, before: 0, after: 200 }]
    }
    case 'thematicBreak':
      return [{ lines: 1, line: LINE, before: 0, after: 240 }]
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : [textBox(node.value, m, indent)]
    case 'definition':
    case 'footnoteDefinition':
    case 'yaml':
      return []
    default:
      return [textBox(runsOf(node), m, indent)]
  }
}

/** A chapter's boxes: its opening (ornament, label, title), its blocks with the room after a table or a list (docx-blocks.ts), its notes lines. */
export function chapterBoxes(chapter: ExportChapterModel, label: string | null, m: Metrics): Box[] {
  const opening: Box[] = []
  if (m.theme.opening === 'ornament' && m.theme.ornament) opening.push({ lines: 1, line: LINE, before: 0, after: 200, keepNext: true })
  if (label) opening.push({ lines: 1, line: LINE, before: 0, after: 120, keepNext: true, whole: true })
  const chapterSize = m.theme.chapterSize * 2
  opening.push({
    lines: lineCount(chapter.title, m.textWidth, chapterSize, m.heading, true),
    line: chapterSize * 12,
    // The rule under the title (or the bar beside it) and its distance.
    before: 0,
    after: 360 + (m.theme.opening === 'rule' ? 150 : 0),
    whole: true,
    keepNext: true,
  })
  const body: Box[] = []
  let room = 0
  for (const node of chapter.tree.children) {
    const boxes = blockBoxes(node, m, -1, 0)
    if (room && boxes[0]) boxes[0] = { ...boxes[0], before: Math.max(boxes[0].before, room) }
    body.push(...boxes)
    room = node.type === 'table' ? AFTER_TABLE : node.type === 'list' ? AFTER_LIST : 0
  }
  const notes: Box[] =
    m.layout.notesLines > 0
      ? [
          { lines: 1, line: LINE, before: 480, after: 0, keepNext: true, whole: true },
          ...Array.from({ length: m.layout.notesLines }, () => ({ lines: 1, line: 480, before: 0, after: 0, whole: true })),
        ]
      : []
  return [...opening, ...body, ...notes]
}

/**
 * How many pages boxes fill, from the top of a page, as LibreOffice fills them (measured): between
 * two paragraphs the larger of the first's spacing after and the second's before; none above a
 * box at a page's top but the first; a paragraph splits between lines, leaving two at least on
 * each page (widow and orphan control); a box kept with the next moves with the next's first lines.
 */
export function pagesOf(boxes: Box[], textHeight: number): number {
  let pages = 1
  let y = 0
  let after = 0
  const newPage = () => {
    pages += 1
    y = 0
  }
  const firstLines = (box: Box | undefined) => (box ? Math.min(box.lines, box.whole ? box.lines : 2) * box.line : 0)
  boxes.forEach((box, i) => {
    const gap = i === 0 ? box.before : y > 0 ? Math.max(after, box.before) : 0
    const height = box.lines * box.line
    const next = boxes[i + 1]
    const needs = box.keepNext
      ? height + Math.max(box.after, next?.before ?? 0) + firstLines(next)
      : box.whole
        ? height
        : Math.min(height, 2 * box.line)
    if (y > 0 && y + gap + needs > textHeight) newPage()
    else y += gap
    if (box.whole || y + height <= textHeight) y += height
    else {
      // Split: what fits here, leaving two lines at least for the next page.
      const fits = Math.floor((textHeight - y) / box.line)
      let left = box.lines - fits
      if (left < 2 && box.lines >= 4) left = 2
      while (left > 0) {
        newPage()
        const lines = Math.min(left, Math.floor(textHeight / box.line))
        left -= lines
        y = lines * box.line
      }
    }
    after = box.after
  })
  return pages
}

/**
 * The page number each contents entry shows: the chapters' first pages (chapter 1 is page 1; in
 * print each chapter opens on the next odd page), then each closing page's, one page each.
 */
export function estimateContentsPages(
  model: ExportModel,
  page: DocxPage,
  labels: readonly (string | null)[],
  closingPages: number,
): number[] {
  const theme = exportTheme(model.publishing.theme)
  const m: Metrics = {
    theme,
    layout: exportLayout(model.productType),
    body: faceKind(theme.body.word),
    heading: faceKind(theme.heading.word),
    bodySize: Math.round(theme.bodySize * 2),
    textWidth: page.textWidth,
    textHeight: page.height - page.top - page.bottom,
  }
  const starts: number[] = []
  let next = 1
  model.chapters.forEach((chapter, i) => {
    if (model.publishing.print && next % 2 === 0) next += 1
    starts.push(next)
    next += pagesOf(chapterBoxes(chapter, labels[i] ?? null, m), m.textHeight)
  })
  for (let i = 0; i < closingPages; i++) starts.push(next++)
  return starts
}
