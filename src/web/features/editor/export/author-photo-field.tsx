import { useEffect, useId, useState } from 'react'
import { UserRound, X } from 'lucide-react'
import { assetReference, parseAssetReference } from '@core/image-reference.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { describeError } from '@web/lib/api-error-text.ts'
import { projectImageUrl, rememberProjectImage, uploadProjectImage } from '../images/images-api.ts'

export const PHOTO_TEXT = {
  label: 'Author photo',
  hint: 'Optional. A PNG, JPEG or WebP picture of you, printed on the About the Author page.',
  uploading: 'Uploading the photo…',
  remove: 'Remove photo',
  preview: 'Author photo',
  elsewhere: 'A photo from a web address is set.',
} as const

/** The uploaded photo, fetched with the session's token (decision 63); nothing while it loads or if it cannot be had. */
function PhotoPreview({ projectId, reference }: { projectId: string; reference: string }) {
  const imageId = parseAssetReference(reference)
  const [shown, setShown] = useState<{ id: string; url: string } | null>(null)
  useEffect(() => {
    if (!imageId) return
    let live = true
    projectImageUrl(projectId, imageId).then(
      (url) => live && setShown({ id: imageId, url }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [projectId, imageId])
  return (
    <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
      {shown && shown.id === imageId ? (
        <img src={shown.url} alt={PHOTO_TEXT.preview} className="size-full object-cover" />
      ) : (
        <UserRound aria-hidden="true" className="size-6 text-muted-foreground" />
      )}
    </span>
  )
}

/**
 * The About the Author photo (issue 29, decision 102): uploaded like a chapter's image, to the
 * project's images (decision 63), and kept as `asset:<id>` in the publishing settings; shown small
 * with a Remove button. The server decides what the file is; its refusal shows under the field.
 */
export function AuthorPhotoField({
  projectId,
  photo,
  onPhoto,
}: {
  projectId: string
  photo: string | undefined
  onPhoto(reference: string | undefined): void
}) {
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0]
    if (!file) return
    setUploading(true)
    setError(null)
    try {
      const image = await uploadProjectImage(projectId, file)
      rememberProjectImage(projectId, image.id, file)
      onPhoto(assetReference(image.id))
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setUploading(false)
      // The same file chosen again after a Remove is a change too.
      input.value = ''
    }
  }

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-file`} className="font-medium text-sm leading-none">
        {PHOTO_TEXT.label}
      </label>
      {photo ? (
        <div className="flex items-center gap-3">
          {parseAssetReference(photo) ? (
            <PhotoPreview projectId={projectId} reference={photo} />
          ) : (
            <span className="text-muted-foreground text-xs">{PHOTO_TEXT.elsewhere}</span>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => {
              onPhoto(undefined)
              document.getElementById(`${id}-file`)?.focus()
            }}
          >
            <X aria-hidden="true" />
            {PHOTO_TEXT.remove}
          </Button>
        </div>
      ) : null}
      <Input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={uploading}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        className="h-auto py-1.5"
        onChange={(e) => void upload(e.currentTarget)}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {uploading ? PHOTO_TEXT.uploading : PHOTO_TEXT.hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  )
}
