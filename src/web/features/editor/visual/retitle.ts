import type { Editor } from '@tiptap/core'

// A title made only of words and plain punctuation reads back as the same heading text.
const PLAIN = /^[\p{L}\p{N} ,.'’"“”:;?()-]*$/u
const HEADING = /^## (.*)$/

const firstLine = (text: string): [string, string] => {
  const end = text.indexOf('\n')
  return end < 0 ? [text, ''] : [text.slice(0, end), text.slice(end)]
}

/**
 * Renaming a chapter renames its first line, `## <title>` (docs/product.md#editor), on every
 * keystroke in the title field. Reading the whole chapter again for that takes a long chapter
 * hundreds of milliseconds; this changes the heading in place instead, when that is all that
 * changed and the new title is plain text. False: read the chapter as usual.
 */
export function retitle(editor: Editor, before: string, after: string): boolean {
  const [oldLine, oldRest] = firstLine(before)
  const [newLine, newRest] = firstLine(after)
  const oldTitle = HEADING.exec(oldLine)?.[1]
  const newTitle = HEADING.exec(newLine)?.[1]
  const heading = editor.state.doc.firstChild
  if (oldRest !== newRest || oldTitle === undefined || newTitle === undefined || !PLAIN.test(oldTitle) || !PLAIN.test(newTitle))
    return false
  if (heading?.type.name !== 'heading' || heading.attrs.level !== 2 || heading.textContent !== oldTitle.trim()) return false
  if (newTitle.trim() === '') return false
  const { tr, schema } = editor.state
  tr.replaceWith(1, heading.nodeSize - 1, schema.text(newTitle.trim()))
  // Not the writer's typing here: nothing to undo in the text, nothing to send back.
  editor.view.dispatch(tr.setMeta('addToHistory', false).setMeta('preventUpdate', true))
  return true
}
