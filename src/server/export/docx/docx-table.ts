import { AlignmentType, BorderStyle, HeightRule, Paragraph, Table, TableCell, TableLayoutType, TableRow, TextRun, WidthType } from 'docx'
import type { Table as MdastTable } from 'mdast'
import { toString as mdastText } from 'mdast-util-to-string'
import type { ExportLayout } from '../html/export-layout.ts'
import { blankRowLabels, columnWeights, isWriteInRow } from '../worksheet-rows.ts'
import type { DocxContext } from './docx-context.ts'
import { inlineRuns } from './docx-inline.ts'
import { type BlockScope, type DocxBlock, scopeIndent } from './docx-scope.ts'
import { textTwips } from './docx-text-width.ts'
import { COLOR } from './docx-theme.ts'

const line = (color: string, size = 4) => ({ style: BorderStyle.SINGLE, size, color })
const none = { style: BorderStyle.NONE, size: 0, color: 'auto' }
const ALIGN = { left: AlignmentType.LEFT, right: AlignmentType.RIGHT, center: AlignmentType.CENTER } as const
const CELL_MARGINS = { top: 60, bottom: 60, left: 110, right: 110 }
/** Room to write by hand in a blank row, and in a worksheet row with a cell left to fill in (a schedule's slots). */
const BLANK_ROW_HEIGHT = 480
const WRITE_IN_ROW_HEIGHT = 640
/**
 * How wide a word of table text may print, in twips: 10 pt type (TableText), each character at
 * its width in DejaVu Serif, which LibreOffice puts in place of Georgia when it lacks it (Word's
 * own faces are narrower), bold header text in its bold (docx-text-width.ts).
 */
const wordTwips = (word: string, bold: boolean): number => Math.ceil(textTwips(word, 20, 'serif', bold))
const CELL_PADDING = CELL_MARGINS.left + CELL_MARGINS.right + 40

const widestWord = (text: string, bold: boolean) => Math.max(0, ...text.split(/\s+/).map((word) => wordTwips(word, bold)))

/**
 * Column widths in twips (issue 29): each column at least as wide as its longest word, so no word
 * breaks inside a column ("Volu/me") while another has room; the rest shared in proportion to the
 * columns' content (worksheet-rows.ts: their longest text, write-in columns widened). When even
 * the longest words don't fit side by side, each column gets its share of the width in proportion
 * to its longest word.
 */
export function columnWidths(table: MdastTable, columns: number, width: number, worksheet: boolean): number[] {
  const weights = columnWeights(table, columns, worksheet)
  const floors = Array.from({ length: columns }, (_, i) => {
    const [head, ...body] = table.children
    const headWord = widestWord(mdastText(head?.children[i]), true)
    const bodyWord = Math.max(0, ...body.map((row) => widestWord(mdastText(row.children[i]), false)))
    return Math.max(headWord, bodyWord) + CELL_PADDING
  })
  const floorSum = floors.reduce((a, b) => a + b, 0)
  if (floorSum >= width) return floors.map((floor) => Math.floor((width * floor) / floorSum))
  // Shares in proportion to the weights; a column whose share is under its floor keeps its floor
  // and the others share what is left, until every share is at least its floor.
  const fixed = new Set<number>()
  for (;;) {
    const left = width - [...fixed].reduce((sum, i) => sum + floors[i]!, 0)
    const free = weights.reduce((sum, weight, i) => (fixed.has(i) ? sum : sum + weight), 0)
    const shares = weights.map((weight, i) => (fixed.has(i) ? floors[i]! : (left * weight) / free))
    const under = shares.findIndex((share, i) => !fixed.has(i) && share < floors[i]!)
    if (under < 0) return shares.map(Math.floor)
    fixed.add(under)
  }
}

export function renderTable(table: MdastTable, context: DocxContext, scope: BlockScope): DocxBlock[] {
  const columns = Math.max(1, ...table.children.map((row) => row.children.length))
  const width = context.state.page.textWidth - scopeIndent(scope)
  const worksheet = context.layout.worksheet
  const widths = columnWidths(table, columns, width, worksheet)
  const cell = (children: Paragraph[], header: boolean, column: number) =>
    new TableCell({
      children,
      width: { size: widths[column] ?? 0, type: WidthType.DXA },
      margins: CELL_MARGINS,
      shading: header ? { type: 'clear', fill: COLOR.tableHead, color: 'auto' } : undefined,
    })
  const rows = table.children.map((row, rowIndex) => {
    const header = rowIndex === 0
    const writeIn = worksheet && !header && isWriteInRow(row, columns)
    return new TableRow({
      tableHeader: header,
      cantSplit: true,
      height: writeIn ? { value: WRITE_IN_ROW_HEIGHT, rule: HeightRule.ATLEAST } : undefined,
      children: Array.from({ length: columns }, (_, i) => {
        const content = row.children[i]
        const alignment = ALIGN[table.align?.[i] ?? 'left'] ?? AlignmentType.LEFT
        const runs = content ? inlineRuns(content.children, header ? { bold: true } : {}, context) : []
        return cell([new Paragraph({ style: 'TableText', alignment, children: runs })], header, i)
      }),
    })
  })
  const blank = blankRowLabels(table, context.layout, context.state.language).map(
    (label) =>
      new TableRow({
        height: { value: label ? WRITE_IN_ROW_HEIGHT : BLANK_ROW_HEIGHT, rule: HeightRule.ATLEAST },
        cantSplit: true,
        children: Array.from({ length: columns }, (_, i) =>
          cell([new Paragraph({ style: 'TableText', children: i === 0 && label ? [new TextRun(label)] : [] })], false, i),
        ),
      }),
  )
  const border = line(COLOR.rule)
  const indent = scopeIndent(scope)
  return [
    new Table({
      rows: [...rows, ...blank],
      width: { size: width, type: WidthType.DXA },
      columnWidths: widths,
      layout: TableLayoutType.FIXED,
      indent: indent > 0 ? { size: indent, type: WidthType.DXA } : undefined,
      borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    }),
  ]
}

/**
 * Ruled lines to write on, as a borderless table with a rule under each row: consecutive
 * paragraphs with the same bottom border are merged by Word into one box with a single rule.
 */
export function notesLines(layout: ExportLayout, label: string, textWidth: number): DocxBlock[] {
  if (layout.notesLines === 0) return []
  const rule = line(COLOR.line, 6)
  const rows = Array.from(
    { length: layout.notesLines },
    () =>
      new TableRow({
        height: { value: BLANK_ROW_HEIGHT, rule: HeightRule.EXACT },
        cantSplit: true,
        children: [new TableCell({ children: [new Paragraph({})] })],
      }),
  )
  return [
    new Paragraph({ style: 'NotesLabel', text: label }),
    new Table({
      rows,
      width: { size: textWidth, type: WidthType.DXA },
      columnWidths: [textWidth],
      layout: TableLayoutType.FIXED,
      borders: { top: none, left: none, right: none, bottom: rule, insideHorizontal: rule, insideVertical: none },
    }),
  ]
}
