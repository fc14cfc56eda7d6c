import { AlignmentType, BorderStyle, HeightRule, Paragraph, Table, TableCell, TableLayoutType, TableRow, TextRun, WidthType } from 'docx'
import type { Table as MdastTable } from 'mdast'
import type { ExportLayout } from '../html/export-layout.ts'
import { blankRowLabels, columnWeights, isWriteInRow } from '../worksheet-rows.ts'
import { type BlockScope, type DocxBlock, gap, scopeIndent } from './docx-blocks.ts'
import type { DocxContext } from './docx-context.ts'
import { inlineRuns } from './docx-inline.ts'
import { COLOR } from './docx-theme.ts'

const line = (color: string, size = 4) => ({ style: BorderStyle.SINGLE, size, color })
const none = { style: BorderStyle.NONE, size: 0, color: 'auto' }
const ALIGN = { left: AlignmentType.LEFT, right: AlignmentType.RIGHT, center: AlignmentType.CENTER } as const
const CELL_MARGINS = { top: 60, bottom: 60, left: 110, right: 110 }
/** Room to write by hand in a blank row, and in a worksheet row with a cell left to fill in (a schedule's slots). */
const BLANK_ROW_HEIGHT = 480
const WRITE_IN_ROW_HEIGHT = 640
/** Column widths in twips, in proportion to their content (worksheet-rows.ts). */
function columnWidths(table: MdastTable, columns: number, width: number, worksheet: boolean): number[] {
  const weights = columnWeights(table, columns, worksheet)
  const total = weights.reduce((a, b) => a + b, 0)
  return weights.map((weight) => Math.floor((width * weight) / total))
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
    gap(200),
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
