import { CheckBox, type INumberingOptions, LeaderType, Paragraph, type ParagraphChild, Tab, TabStopType, TextRun } from 'docx'
import type { List, ListItem } from 'mdast'
import { emptyItem } from '../worksheet-rows.ts'
import type { DocxContext } from './docx-context.ts'
import { inlineRuns, type Marks } from './docx-inline.ts'
import { type BlockScope, type DocxBlock, innerScope, type RenderBlocks } from './docx-scope.ts'
import { BULLET_LIST, ORDERED_LIST, orderedLevels, TASK_STYLE } from './docx-styles.ts'
import { LIST_INDENT, SYMBOL_FONT, TICK_BOX_HEX } from './docx-theme.ts'

type NumberingReference = string | INumberingOptions['config'][number]

/** A list that starts at 1 uses the shared definition; one that starts elsewhere gets a definition of its own. */
function numberingReference(list: List, level: number): NumberingReference {
  if (!list.ordered) return BULLET_LIST
  const start = typeof list.start === 'number' ? list.start : 1
  return start === 1 ? ORDERED_LIST : { reference: `${ORDERED_LIST}-${level}-from-${start}`, levels: orderedLevels(level, start) }
}

/** The item's first paragraph carries the number, bullet or box; what follows is indented under its text. */
function splitItem(item: ListItem, marks: Marks, context: DocxContext): { lead: ParagraphChild[]; rest: ListItem['children'] } {
  const [first, ...rest] = item.children
  if (first?.type === 'paragraph') return { lead: inlineRuns(first.children, marks, context), rest }
  return { lead: [], rest: item.children }
}

/** A tab to the right edge of the text, drawn as a rule: the line a pen writes on. */
const writeInTab = (context: DocxContext) => ({
  type: TabStopType.RIGHT,
  position: context.state.page.textWidth,
  leader: LeaderType.UNDERSCORE,
})
const writeInRun = () => new TextRun({ children: [new Tab()] })

const boxSymbol = (hex: string) => ({ value: hex, font: SYMBOL_FONT })

/**
 * A task item is not a Word list item (Word has no tick-box numbering): it is Word's own check
 * box content control (click to tick; ☐/☒ in other readers) hanging in the indent, with the
 * text tabbed to where list text starts. The box takes its size from the paragraph style, so a
 * worksheet's boxes are bigger, with more room between items to tick with a pen, while the
 * text keeps the body size.
 */
function taskParagraph(
  checked: boolean,
  lead: ParagraphChild[],
  level: number,
  context: DocxContext,
  { writeIn = false, spaceBefore }: { writeIn?: boolean; spaceBefore?: number } = {},
): Paragraph {
  const worksheet = context.layout.worksheet
  const hanging = worksheet ? 480 : LIST_INDENT
  const left = LIST_INDENT * level + hanging
  const box = new CheckBox({
    checked,
    checkedState: boxSymbol(TICK_BOX_HEX.done),
    uncheckedState: boxSymbol(TICK_BOX_HEX.open),
  })
  return new Paragraph({
    style: worksheet ? TASK_STYLE.worksheet : TASK_STYLE.reading,
    indent: { left, hanging },
    spacing: spaceBefore ? { before: spaceBefore } : undefined,
    tabStops: [{ type: TabStopType.LEFT, position: left }, ...(writeIn ? [writeInTab(context)] : [])],
    children: [box, new TextRun({ children: [new Tab()] }), ...lead, ...(writeIn ? [writeInRun()] : [])],
  })
}

export function renderList(list: List, context: DocxContext, scope: BlockScope, renderBlocks: RenderBlocks): DocxBlock[] {
  const level = Math.min(8, scope.listLevel + 1)
  const reference = numberingReference(list, level)
  const instance = list.ordered ? context.state.nextListInstance++ : undefined
  const inner = innerScope(scope, { listLevel: level })
  return list.children.flatMap((item, index) => {
    // The room the block before asks (a table, a list) goes above the first item only.
    const spaceBefore = index === 0 ? scope.spaceBefore : undefined
    const spacing = spaceBefore ? { before: spaceBefore } : undefined
    const empty = context.layout.worksheet ? emptyItem(item) : null
    if (empty) {
      if (empty.checked !== null) return [taskParagraph(empty.checked, [], level, context, { writeIn: true, spaceBefore })]
      return [
        new Paragraph({ numbering: { reference, level, instance }, spacing, tabStops: [writeInTab(context)], children: [writeInRun()] }),
      ]
    }
    const isTask = typeof item.checked === 'boolean'
    // A task's text sets its own size: its paragraph style's size is the box's.
    const { lead, rest } = splitItem(item, isTask ? { size: context.state.bodySize } : {}, context)
    const first = isTask
      ? taskParagraph(item.checked === true, lead, level, context, { spaceBefore })
      : new Paragraph({ numbering: { reference, level, instance }, spacing, children: lead })
    return [first, ...renderBlocks(rest, context, inner)]
  })
}
