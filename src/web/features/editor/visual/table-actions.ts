import type { Editor } from '@tiptap/core'
import type { Node as PMNode } from '@tiptap/pm/model'
import type { Transaction } from '@tiptap/pm/state'
import { CellSelection, TableMap } from '@tiptap/pm/tables'

/**
 * Row and column controls for the table the cursor is in (issue 30, decision 109). A chapter's
 * table is a GFM table: exactly one header row, then body rows, every row as wide as the header.
 * So the controls keep that shape rather than make one Markdown cannot hold:
 * - a row is never inserted above the header row (it would be a second header in the editor and
 *   a body row in the Markdown);
 * - deleting the header row makes the next row the header, as the Markdown will read it;
 * - the last row or the last column is not deleted on its own: 'Delete table' removes the table.
 * Inserted rows and columns are empty; a new column has no alignment.
 */
export type TableActionId = 'rowAbove' | 'rowBelow' | 'columnLeft' | 'columnRight' | 'deleteRow' | 'deleteColumn' | 'deleteTable'

export const TABLE_ACTION_LABELS: Readonly<Record<TableActionId, string>> = {
  rowAbove: 'Insert row above',
  rowBelow: 'Insert row below',
  columnLeft: 'Insert column left',
  columnRight: 'Insert column right',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  deleteTable: 'Delete table',
}

/** Why a control does nothing here, for its title. */
export const TABLE_ACTION_WHY: Readonly<Partial<Record<TableActionId, string>>> = {
  rowAbove: 'The header row stays the first row: insert a row below it.',
  deleteRow: 'The table has one row: delete the table instead.',
  deleteColumn: 'The table has one column: delete the table instead.',
}

export const TABLE_ACTION_IDS = Object.keys(TABLE_ACTION_LABELS) as TableActionId[]

interface TableHere {
  table: PMNode
  /** The table's position in the document. */
  pos: number
  map: TableMap
  /** The rows and columns of the cursor's cell (or the selected cells). */
  top: number
  bottom: number
  left: number
  right: number
}

/** The table around the selection, and where in it the selection is; null outside a table. */
export function tableHere(editor: Editor): TableHere | null {
  const { selection } = editor.state
  const $from = selection.$from
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth)
    if (node.type.name !== 'table') continue
    const pos = $from.before(depth)
    const map = TableMap.get(node)
    const start = pos + 1
    let cells: number[]
    if (selection instanceof CellSelection) cells = [selection.$anchorCell.pos - start, selection.$headCell.pos - start]
    else {
      const cellDepth = depth + 2
      if ($from.depth < cellDepth) return null
      cells = [$from.before(cellDepth) - start]
    }
    const rects = cells.map((cell) => map.findCell(cell))
    return {
      table: node,
      pos,
      map,
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
    }
  }
  return null
}

/** Whether the control can act where the cursor is. */
export function tableActionAllowed(id: TableActionId, here: TableHere | null): boolean {
  if (!here) return false
  switch (id) {
    case 'rowAbove':
      return here.top > 0
    case 'deleteRow':
      return here.bottom - here.top < here.map.height
    case 'deleteColumn':
      return here.right - here.left < here.map.width
    default:
      return true
  }
}

/** After a delete, in the same step: the first row is the header, in the editor as in the Markdown. */
function headerFirst(tr: Transaction): boolean {
  const $from = tr.selection.$from
  for (let depth = $from.depth; depth > 0; depth--) {
    const table = $from.node(depth)
    if (table.type.name !== 'table') continue
    const header = table.type.schema.nodes.tableHeader!
    let pos = $from.before(depth) + 2
    table.firstChild?.forEach((cell) => {
      if (cell.type !== header) tr.setNodeMarkup(pos, header, cell.attrs)
      pos += cell.nodeSize
    })
    return true
  }
  return true
}

/**
 * Runs the control; false when it cannot act here (see TABLE_ACTION_WHY). Focus stays where it
 * is: a click keeps it in the text (the bar's buttons take no focus on mousedown), a keyboard
 * user on the bar can press again (three rows: three presses).
 */
export function runTableAction(editor: Editor, id: TableActionId): boolean {
  if (!tableActionAllowed(id, tableHere(editor))) return false
  const chain = editor.chain()
  switch (id) {
    case 'rowAbove':
      return chain.addRowBefore().run()
    case 'rowBelow':
      return chain.addRowAfter().run()
    case 'columnLeft':
      return chain.addColumnBefore().run()
    case 'columnRight':
      return chain.addColumnAfter().run()
    case 'deleteRow':
      return chain
        .deleteRow()
        .command(({ tr }) => headerFirst(tr))
        .run()
    case 'deleteColumn':
      return chain.deleteColumn().run()
    case 'deleteTable':
      return chain.deleteTable().run()
  }
}
