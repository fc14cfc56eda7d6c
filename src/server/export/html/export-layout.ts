import type { Table } from 'mdast'
import type { ProductType } from '@core/generation.ts'

/**
 * How the product type shapes a printed layout (issue 5: checklists and planners print as usable
 * worksheets). Ebooks and guides read as books; checklists and planners are filled in by hand:
 * roomier tick boxes, blank table rows to write in, and ruled notes lines after each chapter.
 */
export interface ExportLayout {
  worksheet: boolean
  /** Blank rows added under a table that is meant to be filled in. */
  blankTableRows: number
  /** Only tables that already have an empty cell (a form) get the blank rows. */
  blankRowsForFormsOnly: boolean
  /** Ruled lines under a "Notes" label at the end of each chapter. */
  notesLines: number
}

const LAYOUTS: Record<ProductType, ExportLayout> = {
  ebook: { worksheet: false, blankTableRows: 0, blankRowsForFormsOnly: true, notesLines: 0 },
  guide: { worksheet: false, blankTableRows: 0, blankRowsForFormsOnly: true, notesLines: 0 },
  checklist: { worksheet: true, blankTableRows: 2, blankRowsForFormsOnly: true, notesLines: 4 },
  planner: { worksheet: true, blankTableRows: 3, blankRowsForFormsOnly: false, notesLines: 6 },
}

export function exportLayout(productType: ProductType): ExportLayout {
  return LAYOUTS[productType]
}

/** A reading layout: what a screen (EPUB) gets, where nobody writes on the page. */
export const READING_LAYOUT: ExportLayout = LAYOUTS.ebook

const isBlankCell = (cell: Table['children'][number]['children'][number]) => cell.children.length === 0

/**
 * A planner's tables are schedules and trackers, so each gets rows to write in. A checklist's
 * table gets them only when it already has an empty cell — a form — rather than, say, a price list.
 */
export function blankRowsFor(table: Table, layout: ExportLayout): number {
  if (!layout.worksheet) return 0
  if (!layout.blankRowsForFormsOnly) return layout.blankTableRows
  const hasBlank = table.children.slice(1).some((row) => row.children.some(isBlankCell))
  return hasBlank ? layout.blankTableRows : 0
}
