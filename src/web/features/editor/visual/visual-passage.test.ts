// @vitest-environment jsdom
import type { Editor } from '@tiptap/core'
import { AllSelection, TextSelection } from '@tiptap/pm/state'
import { afterAll, describe, expect, it } from 'vitest'
import { createVisualDocument, loadMarkdown } from './visual-document.ts'
import { editorMarkdown } from './visual-markdown.ts'
import { replaceRange, selectedRange, type VisualRange } from './visual-passage.ts'

// In the page: without a view in a document, ProseMirror keeps no undo history.
const element = document.body.appendChild(document.createElement('div'))
const editor = createVisualDocument({ element })
afterAll(() => editor.destroy())

/** Selects the first `text` of the document's text (it may cross marks, not blocks), as a person dragging over it would. */
function select(target: Editor, text: string, { through = 0 } = {}) {
  const chars: number[] = []
  let all = ''
  target.state.doc.descendants((node, pos) => {
    if (!node.isText) return
    for (let i = 0; i < node.text!.length; i++) chars.push(pos + i)
    all += node.text
  })
  const at = all.indexOf(text)
  if (at < 0) throw new Error(`no ${text}`)
  const to = chars[at + text.length - 1]! + 1 + through
  target.view.dispatch(target.state.tr.setSelection(TextSelection.create(target.state.doc, chars[at]!, to)))
}

const load = (markdown: string) => expect(loadMarkdown(editor, markdown)).toBeNull()
const passage = (range: VisualRange | 'unreadable' | null) =>
  range && range !== 'unreadable' ? range.markdown.slice(range.start, range.end) : range
const spliced = (range: VisualRange, text: string) => range.markdown.slice(0, range.start) + text + range.markdown.slice(range.end)

const CHAPTER = '## Warm up\n\nStart **slow and steady**, then go.\n\nSecond paragraph here.\n\n- one item\n- two items\n'

describe('a visual selection as a Markdown passage', () => {
  it('finds the passage with its marks: a bold run wholly inside keeps its asterisks, one cut in two does not', () => {
    load(CHAPTER)
    select(editor, 'slow and steady, then')
    expect(passage(selectedRange(editor))).toBe('**slow and steady**, then')
    select(editor, 'and')
    expect(passage(selectedRange(editor))).toBe('and')
    // One end inside a bold run the selection leaves: the whole run, both `**` with it.
    select(editor, 'steady, then')
    expect(passage(selectedRange(editor))).toBe('**slow and steady**, then')
    select(editor, 'Start slow')
    expect(passage(selectedRange(editor))).toBe('Start **slow and steady**')
    select(editor, 'Second paragraph here.')
    const range = selectedRange(editor)
    expect(range).toMatchObject({ markdown: CHAPTER, start: CHAPTER.indexOf('Second'), end: CHAPTER.indexOf('here.') + 5 })
  })

  it('leaves out blanks and the start of the next block (a triple click reaches into it)', () => {
    load(CHAPTER)
    // From the paragraph's start to the first position of the list after it.
    select(editor, 'Second paragraph here.', { through: 4 })
    expect(passage(selectedRange(editor))).toBe('Second paragraph here.')
    select(editor, ' then go.')
    expect(passage(selectedRange(editor))).toBe('then go.')
  })

  it('spans blocks and reads Select all as the whole chapter', () => {
    load(CHAPTER)
    select(editor, 'one item')
    const items = editor.state.tr.setSelection(
      TextSelection.create(editor.state.doc, editor.state.selection.from, editor.state.doc.content.size - 2),
    )
    editor.view.dispatch(items)
    expect(passage(selectedRange(editor))).toBe('one item\n- two items')
    editor.view.dispatch(editor.state.tr.setSelection(new AllSelection(editor.state.doc)))
    // From the first letter: the heading's `## ` stays, whatever the suggestion.
    expect(passage(selectedRange(editor))).toBe(CHAPTER.trimEnd().slice('## '.length))
  })

  it('says a selection in a table cannot be read (the markers would widen its columns)', () => {
    load('| Day | Plan |\n| --- | --- |\n| Monday | Walk ten minutes after lunch |\n')
    select(editor, 'ten minutes')
    expect(selectedRange(editor)).toBe('unreadable')
  })

  it('is null for an empty selection or blanks only', () => {
    load(CHAPTER)
    select(editor, 'Start')
    editor.commands.setTextSelection(editor.state.selection.from)
    expect(selectedRange(editor)).toBeNull()
  })
})

describe('replacing a visual selection', () => {
  it('changes only the passage, in place, as one change the editor can undo', () => {
    load(CHAPTER)
    select(editor, 'Second paragraph here.')
    const range = selectedRange(editor) as VisualRange
    const expected = spliced(range, 'A *short* one.')
    expect(replaceRange(editor, range, 'A *short* one.', expected)).toEqual({ markdown: expected, inPlace: true })
    expect(editorMarkdown(editor)).toBe(expected)
    expect(editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to)).toBe('A short one.')
    editor.commands.undo()
    expect(editorMarkdown(editor)).toBe(CHAPTER)
    // The chapter as it opened is not a change of the writer's: there is nothing more to undo.
    editor.commands.undo()
    expect(editorMarkdown(editor)).toBe(CHAPTER)
  })

  it('keeps the text around a passage inside a sentence, and several paragraphs for one', () => {
    load(CHAPTER)
    select(editor, 'slow and steady')
    let range = selectedRange(editor) as VisualRange
    let expected = spliced(range, 'calm')
    expect(replaceRange(editor, range, 'calm', expected)?.inPlace).toBe(true)
    expect(editorMarkdown(editor)).toBe(CHAPTER.replace('**slow and steady**', 'calm'))

    select(editor, 'Second paragraph here.')
    range = selectedRange(editor) as VisualRange
    expected = spliced(range, 'First new.\n\nSecond new.')
    expect(replaceRange(editor, range, 'First new.\n\nSecond new.', expected)?.inPlace).toBe(true)
    expect(editorMarkdown(editor)).toBe(expected)
  })

  it('leaves the editor alone when the change in place would read otherwise, and answers the spliced Markdown', () => {
    load(CHAPTER)
    select(editor, 'then go')
    const range = selectedRange(editor) as VisualRange
    const expected = spliced(range, '## A heading')
    expect(replaceRange(editor, range, '## A heading', expected)).toEqual({ markdown: expected, inPlace: false })
    expect(editorMarkdown(editor)).toBe(CHAPTER)
  })

  it('a text loaded from outside starts a new undo history: Undo never brings back what it replaced', () => {
    load('Alpha one.\n\nBeta two.\n')
    editor.commands.selectAll()
    editor.commands.insertContent('typed')
    load(CHAPTER)
    editor.commands.undo()
    expect(editorMarkdown(editor)).toBe(CHAPTER)
  })

  it('refuses when the document changed since the selection was read', () => {
    load(CHAPTER)
    select(editor, 'then go')
    const range = selectedRange(editor) as VisualRange
    editor.commands.insertContentAt(1, 'X')
    expect(replaceRange(editor, range, 'later', spliced(range, 'later'))).toBeNull()
  })
})
