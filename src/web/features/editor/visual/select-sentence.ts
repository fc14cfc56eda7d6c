import type { Editor } from '@tiptap/core'
import { findSentence } from '../quality/find-sentence.ts'
import { scrollLineIntoView } from '../quality/scroll-to-text.ts'

/**
 * Selects a quality note's sentence in the visual editor and scrolls it into view (decision 110).
 * The document's text is read block by block (a line break between blocks), each character with
 * its position, and searched as the Markdown box is (find-sentence.ts). False when it is not there.
 */
export function selectSentence(editor: Editor, excerpt: string): boolean {
  let text = ''
  const positions: number[] = []
  editor.state.doc.descendants((node, at) => {
    if (node.isText) {
      const value = node.text ?? ''
      for (let i = 0; i < value.length; i++) positions.push(at + i)
      text += value
    } else if ((node.isBlock || node.type.name === 'hardBreak') && text !== '') {
      text += '\n'
      positions.push(at)
    }
    return true
  })
  const found = findSentence(text, excerpt)
  if (!found) return false
  const from = positions[found.start] as number
  const to = (positions[found.end - 1] as number) + 1
  editor.chain().focus(null, { scrollIntoView: false }).setTextSelection({ from, to }).run()
  scrollLineIntoView(editor.view.coordsAtPos(from).top)
  return true
}
