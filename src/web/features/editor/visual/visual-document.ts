import { Editor, Extension } from '@tiptap/core'
import { EditorState } from '@tiptap/pm/state'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { imageFileHandler } from './image-files.ts'
import type { ResolveImageSrc } from './image-node.ts'
import { mdastToDoc, Unsupported } from './mdast-to-doc.ts'
import { visualExtensions } from './visual-extensions.ts'
import { editorMarkdown, keepPlainEntities, roundTripChange } from './visual-markdown.ts'

export interface VisualDocumentOptions {
  element?: HTMLElement
  editable?: boolean
  resolveImageSrc?: ResolveImageSrc
  ariaLabel?: string
  /** Ctrl/⌘+K: the toolbar opens its link field. */
  onLinkShortcut?: () => void
  /** A pasted or dropped image file: true when it was taken (the Insert image dialog opens). */
  onImageFile?: (file: File) => boolean
}

/** A TipTap editor that reads and writes the chapter's Markdown (decision 66). */
export function createVisualDocument(options: VisualDocumentOptions = {}): Editor {
  const editor = new Editor({
    element: options.element ?? null,
    editable: options.editable ?? true,
    extensions: [
      ...visualExtensions({ resolveImageSrc: options.resolveImageSrc }),
      Extension.create({
        name: 'linkShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            options.onLinkShortcut?.()
            return options.onLinkShortcut !== undefined
          },
        }),
      }),
      ...(options.onImageFile ? [imageFileHandler(options.onImageFile)] : []),
    ],
    editorProps: { attributes: { 'aria-label': options.ariaLabel ?? 'Chapter text', 'aria-multiline': 'true', role: 'textbox' } },
  })
  keepPlainEntities(editor)
  return editor
}

/**
 * Loads `markdown` into the editor, and says what would change if the editor wrote it back: null
 * when nothing would (the export would read the same tree), or "a table", "a footnote"… when the
 * chapter holds something the visual editor can't keep. The caller then must not let it write.
 */
export function loadMarkdown(editor: Editor, markdown: string): string | null {
  const tree = parseMarkdownTree(markdown)
  try {
    editor.commands.setContent(mdastToDoc(tree), { emitUpdate: false })
    // A new text starts a new undo history: Undo must neither empty a chapter just opened nor
    // bring back what a restore or a regeneration replaced.
    const { doc, plugins } = editor.state
    editor.view.updateState(EditorState.create({ doc, plugins }))
  } catch (error) {
    if (error instanceof Unsupported) return error.message
    throw error
  }
  return roundTripChange(tree, editorMarkdown(editor))
}
