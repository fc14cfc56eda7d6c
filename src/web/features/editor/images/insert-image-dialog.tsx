import { useEffect, useId, useMemo, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { type ImageWidth, writeImageDestination } from '@core/image-layout.ts'
import { assetReference } from '@core/image-reference.ts'
import { imageAltSchema, imageMarkdown, IMAGE_ALT_MAX } from '@core/project-images.ts'
import { Alert } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { describeError } from '@web/lib/api-error-text.ts'
import { rememberProjectImage, uploadProjectImage } from './images-api.ts'
import { IMAGE_CAPTION_MAX, IMAGE_TEXT } from './image-text.ts'
import { ImageWidthChoice } from './image-width-choice.tsx'

interface Props {
  projectId: string
  open: boolean
  /** A pasted or dropped file arrives chosen. */
  initialFile: File | null
  onOpenChange(open: boolean): void
  /** The Markdown to put at the cursor, once the image is stored; `image` is the same for the visual editor. */
  onInsert(markdown: string, image: { src: string; alt: string; title: string | null }): void
}

/** A file's thumbnail while the dialog shows it; released when the file changes or the dialog closes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
  return url
}

/**
 * "Insert image" (docs/product.md#editor, decision 63): choose a file, describe it, upload, and the
 * chapter gets `![alt](asset:<id>)` at the cursor. Insert stays disabled until both are given, and
 * says why. The server decides what the file is; its refusal (type, size, limit) shows here.
 */
export function InsertImageDialog({ projectId, open, initialFile, onOpenChange, onInsert }: Props) {
  const id = useId()
  const [file, setFile] = useState<File | null>(initialFile)
  const [alt, setAlt] = useState('')
  const [width, setWidth] = useState<ImageWidth>('full')
  const [caption, setCaption] = useState('')
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const thumbnail = useObjectUrl(file)
  const altOk = imageAltSchema.safeParse(alt).success
  const blocker = !file ? IMAGE_TEXT.needFile : !altOk ? IMAGE_TEXT.needAlt : null

  async function insert() {
    if (!file || blocker) return
    setUploading(true)
    setError(null)
    try {
      const image = await uploadProjectImage(projectId, file)
      rememberProjectImage(projectId, image.id, file)
      const text = imageAltSchema.parse(alt)
      const title = caption.trim().replace(/\s+/g, ' ')
      onInsert(imageMarkdown(text, image.id, { width, caption: title }), {
        src: writeImageDestination(assetReference(image.id), width),
        alt: text.replace(/\s+/g, ' '),
        title: title || null,
      })
      onOpenChange(false)
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setUploading(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !uploading && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="font-semibold text-lg">{IMAGE_TEXT.dialogTitle}</Dialog.Title>
          <Dialog.Description className="text-muted-foreground text-sm">{IMAGE_TEXT.dialogDescription}</Dialog.Description>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              void insert()
            }}
          >
            <div className="space-y-2">
              <label htmlFor={`${id}-file`} className="font-medium text-sm leading-none">
                {IMAGE_TEXT.fileLabel}
              </label>
              <Input
                id={`${id}-file`}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                disabled={uploading}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null)
                  setError(null)
                }}
              />
              {file ? <p className="break-all text-muted-foreground text-xs">{file.name}</p> : null}
              {thumbnail ? <img src={thumbnail} alt="" className="max-h-40 max-w-full rounded border object-contain" /> : null}
            </div>
            <div className="space-y-2">
              <label htmlFor={`${id}-alt`} className="font-medium text-sm leading-none">
                {IMAGE_TEXT.altLabel}
              </label>
              <Input
                id={`${id}-alt`}
                value={alt}
                maxLength={IMAGE_ALT_MAX}
                required
                autoComplete="off"
                disabled={uploading}
                aria-describedby={`${id}-alt-hint`}
                onChange={(e) => setAlt(e.target.value)}
              />
              <p id={`${id}-alt-hint`} className="text-muted-foreground text-xs">
                {IMAGE_TEXT.altHint}
              </p>
            </div>
            <div className="space-y-2">
              <span id={`${id}-width`} className="font-medium text-sm leading-none">
                {IMAGE_TEXT.widthLabel}
              </span>
              <ImageWidthChoice label={IMAGE_TEXT.widthLabel} value={width} onChange={setWidth} disabled={uploading} />
            </div>
            <div className="space-y-2">
              <label htmlFor={`${id}-caption`} className="font-medium text-sm leading-none">
                {IMAGE_TEXT.captionLabel}
              </label>
              <Input
                id={`${id}-caption`}
                value={caption}
                maxLength={IMAGE_CAPTION_MAX}
                autoComplete="off"
                disabled={uploading}
                aria-describedby={`${id}-caption-hint`}
                onChange={(e) => setCaption(e.target.value)}
              />
              <p id={`${id}-caption-hint`} className="text-muted-foreground text-xs">
                {IMAGE_TEXT.captionHint}
              </p>
            </div>
            {error ? <Alert variant="destructive">{error}</Alert> : null}
            {blocker ? (
              <p id={`${id}-why`} className="text-muted-foreground text-sm">
                {blocker}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={uploading}>
                  {IMAGE_TEXT.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={uploading || blocker !== null} aria-describedby={blocker ? `${id}-why` : undefined}>
                {uploading ? IMAGE_TEXT.uploading : IMAGE_TEXT.insert}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
