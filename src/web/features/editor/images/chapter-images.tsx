import { type ClipboardEvent, type DragEvent, type RefObject, Suspense, useState } from 'react'
import { ImagePlus } from 'lucide-react'
import { readImageDestination } from '@core/image-layout.ts'
import { parseAssetReference } from '@core/image-reference.ts'
import { Button } from '@web/components/ui/button.tsx'
import { imageFileOf, insertBlock } from './insert-at-cursor.ts'
import { IMAGE_TEXT } from './image-text.ts'
import { projectImageUrl } from './images-api.ts'
import { LazyInsertImageDialog, preloadInsertImage } from '../lazy-parts.tsx'

/** An uploaded image as the visual editor places it: `asset:<id>` (with its width), its alt text and caption. */
export interface PlacedImage {
  src: string
  alt: string
  title?: string | null
}

interface Options {
  projectId: string
  textarea: RefObject<HTMLTextAreaElement | null>
  content: string
  onContent(content: string): void
  disabled: boolean
  /** In visual mode the editor places the image itself (at its cursor); otherwise it goes into the Markdown box. */
  place?: (image: PlacedImage) => void
}

/**
 * Images in the chapter's Markdown box or visual editor (docs/product.md#editor): the Insert image
 * button, and a pasted or dropped image file, open one dialog; the stored image goes where the cursor was.
 */
export function useChapterImages({ projectId, textarea, content, onContent, disabled, place }: Options) {
  const [dialog, setDialog] = useState<{ key: number; file: File | null } | null>(null)
  const open = (file: File | null) => setDialog({ key: Date.now(), file })

  function insert(markdown: string, image: PlacedImage) {
    if (place) {
      // After the dialog has handed focus back to the button.
      requestAnimationFrame(() => place(image))
      return
    }
    const box = textarea.current
    const start = box?.selectionStart ?? content.length
    const end = box?.selectionEnd ?? start
    const next = insertBlock(content, start, end, markdown)
    onContent(next.text)
    // After the dialog has handed focus back and React has written the new text.
    requestAnimationFrame(() => {
      box?.focus()
      box?.setSelectionRange(next.cursor, next.cursor)
    })
  }

  const withFile = (data: DataTransfer | null, event: { preventDefault(): void }) => {
    const file = disabled ? null : imageFileOf(data)
    if (!file) return
    event.preventDefault()
    open(file)
  }

  return {
    textareaProps: {
      onPaste: (e: ClipboardEvent<HTMLTextAreaElement>) => withFile(e.clipboardData, e),
      onDrop: (e: DragEvent<HTMLTextAreaElement>) => withFile(e.dataTransfer, e),
      onDragOver: (e: DragEvent<HTMLTextAreaElement>) => {
        if (!disabled && e.dataTransfer.types.includes('Files')) e.preventDefault()
      },
    },
    /** The visual editor's pasted or dropped image file. */
    openWithFile: (file: File) => {
      if (!disabled) open(file)
    },
    button: (
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onPointerEnter={preloadInsertImage}
        onFocus={preloadInsertImage}
        onClick={() => open(null)}
      >
        <ImagePlus aria-hidden="true" />
        {IMAGE_TEXT.insertButton}
      </Button>
    ),
    dialog: dialog ? (
      <Suspense fallback={null}>
        <LazyInsertImageDialog
          key={dialog.key}
          projectId={projectId}
          open
          initialFile={dialog.file}
          onOpenChange={(next) => !next && setDialog(null)}
          onInsert={insert}
        />
      </Suspense>
    ) : null,
  }
}

/** The visual editor's `resolveImageSrc`: the project's own images as the session's blob: URLs (decision 63). */
export function projectImageSrc(projectId: string) {
  return (url: string): Promise<string> => {
    const imageId = parseAssetReference(readImageDestination(url).src)
    return imageId ? projectImageUrl(projectId, imageId) : Promise.reject(new Error('not a project image'))
  }
}
