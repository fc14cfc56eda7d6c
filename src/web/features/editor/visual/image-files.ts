import { type Editor, Extension } from '@tiptap/core'
import { Plugin, TextSelection } from '@tiptap/pm/state'

/** The first file of a paste or drop that says it is an image (the server still checks its bytes). */
const imageFile = (data: DataTransfer | null): File | null => [...(data?.files ?? [])].find((f) => f.type.startsWith('image/')) ?? null

/**
 * A pasted or dropped image file goes to `onImageFile` (the editor's Insert image dialog) instead
 * of into the text: an image needs uploading and alt text first. `onImageFile` says whether it
 * took the file. A drop moves the cursor to where the file was let go, so the image goes in there.
 */
export function imageFileHandler(onImageFile: (file: File) => boolean) {
  return Extension.create({
    name: 'imageFiles',
    addProseMirrorPlugins: () => [
      new Plugin({
        props: {
          handlePaste: (_view, event) => {
            const file = imageFile(event.clipboardData)
            return file ? onImageFile(file) : false
          },
          handleDrop: (view, event, _slice, moved) => {
            const file = moved ? null : imageFile(event.dataTransfer)
            if (!file || !onImageFile(file)) return false
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })
            if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))))
            return true
          },
        },
      }),
    ],
  })
}

/** `src` carries the width (`#width=50`, @core/image-layout.ts); `title` is the caption. */
export interface ImageToInsert {
  src: string
  alt: string
  title?: string | null
}

const CELLS = new Set(['tableCell', 'tableHeader'])

/**
 * Puts an image where the cursor is, as a paragraph of its own (so the export shows it as a
 * figure, as the Markdown box does); in a table cell, which holds one paragraph, in the line.
 * `atEnd`: the writer never placed the cursor, so the image follows the text.
 */
export function insertImage(editor: Editor, image: ImageToInsert, atEnd: boolean): void {
  const node = { type: 'image', attrs: { src: image.src, alt: image.alt, title: image.title || null } }
  const chain = editor.chain().focus(atEnd ? 'end' : undefined)
  const { $from } = editor.state.selection
  let inCell = false
  for (let depth = $from.depth; depth > 0 && !atEnd; depth--) inCell ||= CELLS.has($from.node(depth).type.name)
  chain.insertContent(inCell ? node : { type: 'paragraph', content: [node] }).run()
}
