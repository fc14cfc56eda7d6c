import type { Paragraph, Table } from 'docx'
import type { RootContent } from 'mdast'
import type { DocxContext } from './docx-context.ts'
import { LIST_INDENT } from './docx-theme.ts'

// Apart from docx-blocks.ts so lists and tables, which hold blocks, need not import it (decision 118: no cycles).

export type DocxBlock = Paragraph | Table

/** Where a block sits: inside how many list levels (-1: none) and how many quotes. */
export interface BlockScope {
  listLevel: number
  quoteDepth: number
  /**
   * Twips to leave above the block: set for the block after a table or a list, which Word ends
   * with no space of its own (a table has none after it, list items sit close), so the next
   * paragraph or list would run straight on. Paragraph spacing, not an empty spacer paragraph
   * (issue 29): a spacer is a stray line to delete in Word, and an empty line at a page's top.
   */
  spaceBefore?: number
}

export const TOP_SCOPE: BlockScope = { listLevel: -1, quoteDepth: 0 }

const QUOTE_INDENT = 567

/** A block inside another (a list item's, a quote's) starts with no room of the outer block's own. */
export const innerScope = (scope: BlockScope, change: Partial<BlockScope>): BlockScope => ({
  listLevel: scope.listLevel,
  quoteDepth: scope.quoteDepth,
  ...change,
})

/** Text inside a list item lines up with the item's text; inside a quote it takes the Quote style, indented per level. */
export function scopeIndent(scope: BlockScope): number {
  return LIST_INDENT * (scope.listLevel + 1) + QUOTE_INDENT * scope.quoteDepth
}

/** docx-blocks.ts's renderBlocks, handed to a list for its items' inner blocks. */
export type RenderBlocks = (nodes: RootContent[], context: DocxContext, scope: BlockScope) => DocxBlock[]
