// @vitest-environment jsdom
import type { Editor } from '@tiptap/core'
import type { Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { afterAll, describe, expect, it } from 'vitest'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { runTableAction, TABLE_ACTION_IDS, tableActionAllowed, tableHere, type TableActionId } from './table-actions.ts'
import { createVisualDocument, loadMarkdown } from './visual-document.ts'
import { editorMarkdown } from './visual-markdown.ts'

const editor = createVisualDocument()
afterAll(() => editor.destroy())

const TABLE = `Before the table.

| Day | Sets | Reps |
| :-- | :--: | ---: |
| Monday | 3 | 10 |
| Thursday | 2 | 12 |

After the table.
`

/** The cursor in the cell holding `text` (the first one). */
function cursorIn(ed: Editor, text: string): void {
  let at = -1
  ed.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text === text) at = pos + 1
    return at < 0
  })
  if (at < 0) throw new Error(`no cell "${text}"`)
  ed.commands.setTextSelection(at)
}

/** The table as the export reads the written Markdown: its header row, body rows and alignment. */
function written(): { header: string[]; body: string[][]; align: Table['align'] } | null {
  const markdown = editorMarkdown(editor)
  const table = parseMarkdownTree(markdown).children.find((n): n is Table => n.type === 'table')
  if (!table) return null
  const [head, ...rows] = table.children.map((row) => row.children.map((cell) => toString(cell)))
  return { header: head!, body: rows, align: table.align }
}

function act(cell: string, id: TableActionId): boolean {
  expect(loadMarkdown(editor, TABLE)).toBeNull()
  cursorIn(editor, cell)
  return runTableAction(editor, id)
}

describe('table rows and columns in Visual mode (issue 30, decision 109)', () => {
  it('inserts a body row below, above a body row, and below the header', () => {
    expect(act('Monday', 'rowBelow')).toBe(true)
    expect(written()).toEqual({
      header: ['Day', 'Sets', 'Reps'],
      body: [
        ['Monday', '3', '10'],
        ['', '', ''],
        ['Thursday', '2', '12'],
      ],
      align: ['left', 'center', 'right'],
    })
    expect(act('Thursday', 'rowAbove')).toBe(true)
    expect(written()!.body).toEqual([
      ['Monday', '3', '10'],
      ['', '', ''],
      ['Thursday', '2', '12'],
    ])
    expect(act('Sets', 'rowBelow')).toBe(true)
    expect(written()!.header).toEqual(['Day', 'Sets', 'Reps'])
    expect(written()!.body[0]).toEqual(['', '', ''])
  })

  it('never inserts a row above the header row: the header stays the header', () => {
    loadMarkdown(editor, TABLE)
    const before = editorMarkdown(editor)
    expect(act('Day', 'rowAbove')).toBe(false)
    expect(tableActionAllowed('rowAbove', tableHere(editor))).toBe(false)
    expect(editorMarkdown(editor)).toBe(before)
  })

  it('inserts columns left and right, the header cell a header, with no alignment of their own', () => {
    expect(act('Sets', 'columnLeft')).toBe(true)
    expect(written()).toEqual({
      header: ['Day', '', 'Sets', 'Reps'],
      body: [
        ['Monday', '', '3', '10'],
        ['Thursday', '', '2', '12'],
      ],
      align: ['left', null, 'center', 'right'],
    })
    expect(act('12', 'columnRight')).toBe(true)
    expect(written()!.header).toEqual(['Day', 'Sets', 'Reps', ''])
    expect(written()!.align).toEqual(['left', 'center', 'right', null])
    let header = 0
    editor.state.doc.descendants((node) => void (node.type.name === 'tableHeader' && (header += 1)))
    expect(header).toBe(4)
  })

  it('deletes a body row, and a column with its alignment', () => {
    expect(act('Monday', 'deleteRow')).toBe(true)
    expect(written()!.body).toEqual([['Thursday', '2', '12']])
    expect(act('3', 'deleteColumn')).toBe(true)
    expect(written()).toEqual({
      header: ['Day', 'Reps'],
      body: [
        ['Monday', '10'],
        ['Thursday', '12'],
      ],
      align: ['left', 'right'],
    })
  })

  it('deleting the header row makes the next row the header, in the editor as in the Markdown', () => {
    expect(act('Reps', 'deleteRow')).toBe(true)
    expect(written()).toEqual({ header: ['Monday', '3', '10'], body: [['Thursday', '2', '12']], align: ['left', 'center', 'right'] })
    const first = editor.state.doc.child(1).firstChild!
    expect(first.content.content.map((cell) => cell.type.name)).toEqual(['tableHeader', 'tableHeader', 'tableHeader'])
    // What the editor shows is what it wrote: loading the Markdown again gives the same document.
    const shown = editor.state.doc.toJSON()
    expect(loadMarkdown(editor, editorMarkdown(editor))).toBeNull()
    expect(editor.state.doc.toJSON()).toEqual(shown)
  })

  it('the last row or column is not deleted on its own; Delete table removes the table and keeps the text around it', () => {
    expect(loadMarkdown(editor, '| Only |\n| --- |\n')).toBeNull()
    cursorIn(editor, 'Only')
    const here = tableHere(editor)
    expect(['deleteRow', 'deleteColumn'].map((id) => tableActionAllowed(id as TableActionId, here))).toEqual([false, false])
    expect(runTableAction(editor, 'deleteRow')).toBe(false)
    expect(act('Thursday', 'deleteTable')).toBe(true)
    expect(written()).toBeNull()
    expect(editorMarkdown(editor)).toBe('Before the table.\n\nAfter the table.\n')
  })

  it('does nothing outside a table', () => {
    expect(loadMarkdown(editor, 'Just words.\n')).toBeNull()
    editor.commands.setTextSelection(3)
    expect(tableHere(editor)).toBeNull()
    for (const id of TABLE_ACTION_IDS) expect(runTableAction(editor, id)).toBe(false)
    expect(editorMarkdown(editor)).toBe('Just words.\n')
  })

  it('every result reads back as the same table (the round trip of decision 66)', () => {
    for (const [cell, id] of [
      ['Monday', 'rowBelow'],
      ['Sets', 'columnLeft'],
      ['Day', 'deleteRow'],
      ['10', 'deleteColumn'],
    ] as const) {
      act(cell, id)
      const markdown = editorMarkdown(editor)
      expect(loadMarkdown(editor, markdown)).toBeNull()
      expect(editorMarkdown(editor)).toBe(markdown)
    }
  })
})
