import { type DragEvent, useEffect, useId, useState } from 'react'
import { ImageUp, LoaderCircle } from 'lucide-react'
import { COVER_ART, COVER_ART_LABELS, type CoverDesign, type CoverImageSource } from '@core/cover-design.ts'
import { PROJECT_IMAGE_TYPES } from '@core/project-images.ts'
import { Alert } from '@web/components/ui/alert.tsx'
import { describeError } from '@web/lib/api-error-text.ts'
import { cn } from '@web/lib/utils.ts'
import { projectImageUrl, rememberProjectImage, uploadProjectImage } from '../images/images-api.ts'
import { ChoiceGroup } from './choice-controls.tsx'
import { DESIGNER_TEXT as T } from './cover-designer-text.ts'
import { imageArt, imageId } from './cover-design-edits.ts'
import { AiImagePanel } from './ai-image-panel.tsx'
import { ArtThumbnail } from './cover-thumbnails.tsx'

interface Props {
  projectId: string
  design: CoverDesign
  onImage(image: CoverDesign['image']): void
}

/** The cover's imagery from three sources: built-in art, an upload (a project image), or an image model (decision 88). */
export function CoverImagePicker({ projectId, design, onImage }: Props) {
  const [tab, setTab] = useState<CoverImageSource>(design.image.source)
  // What each source last held in this session, so switching tabs and back restores it.
  const [lastArt, setLastArt] = useState(imageArt(design.image) ?? 'auto')
  const [lastUpload, setLastUpload] = useState(design.image.source === 'upload' ? design.image.imageId : null)

  function choose(source: CoverImageSource) {
    setTab(source)
    if (source === 'art') onImage({ source: 'art', art: lastArt })
    else if (source === 'upload' && lastUpload) onImage({ source: 'upload', imageId: lastUpload })
  }

  return (
    <div className="space-y-3">
      <ChoiceGroup
        legend={T.image}
        hideLegend
        variant="segments"
        value={tab}
        choices={[
          { value: 'art', label: T.art },
          { value: 'upload', label: T.upload },
          { value: 'ai', label: T.ai },
        ]}
        onChange={choose}
      />
      {tab === 'art' ? (
        <ChoiceGroup
          legend={T.art}
          hideLegend
          variant="tiles"
          value={imageArt(design.image)}
          choices={COVER_ART.map((art) => ({
            value: art,
            label: COVER_ART_LABELS[art],
            visual: (
              <span className="block aspect-square w-full rounded-md bg-indigo-50 p-1.5">
                <ArtThumbnail art={art} />
              </span>
            ),
          }))}
          onChange={(art) => {
            setLastArt(art)
            onImage({ source: 'art', art })
          }}
        />
      ) : null}
      {tab === 'upload' ? (
        <UploadImage
          projectId={projectId}
          imageId={design.image.source === 'upload' ? imageId(design.image) : lastUpload}
          onUploaded={(id) => {
            setLastUpload(id)
            onImage({ source: 'upload', imageId: id })
          }}
        />
      ) : null}
      {tab === 'ai' ? <AiImagePanel projectId={projectId} onImage={(id) => onImage({ source: 'ai', imageId: id })} /> : null}
    </div>
  )
}

/** The uploaded image, fetched with the session like every project image. */
function useImageUrl(projectId: string, id: string | null): string | null {
  const [url, setUrl] = useState<{ id: string; url: string } | null>(null)
  useEffect(() => {
    if (!id) return
    let live = true
    projectImageUrl(projectId, id).then(
      (u) => live && setUrl({ id, url: u }),
      () => {},
    )
    return () => {
      live = false
    }
  }, [projectId, id])
  return url && url.id === id ? url.url : null
}

/**
 * Upload: the file is all it asks (decision 88). It becomes one of the project's images (the same
 * upload as 'Insert image', with its checks and limits), and the design keeps its id.
 */
function UploadImage({
  projectId,
  imageId: current,
  onUploaded,
}: {
  projectId: string
  imageId: string | null
  onUploaded(id: string): void
}) {
  const inputId = useId()
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const thumbnail = useImageUrl(projectId, current)

  async function upload(file: File | undefined) {
    if (!file || uploading) return
    setUploading(true)
    setError(null)
    try {
      const image = await uploadProjectImage(projectId, file)
      rememberProjectImage(projectId, image.id, file)
      onUploaded(image.id)
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setUploading(false)
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void upload(event.dataTransfer.files[0])
  }

  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed p-3 transition-colors hover:border-primary hover:bg-secondary has-focus-visible:ring-2 has-focus-visible:ring-ring',
          dragging && 'border-primary bg-secondary',
          uploading && 'cursor-wait',
        )}
      >
        <span className="flex aspect-[5/8] w-14 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
          {thumbnail ? (
            <img src={thumbnail} alt={T.uploadedAlt} className="size-full object-cover" />
          ) : uploading ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-muted-foreground" />
          ) : (
            <ImageUp aria-hidden="true" className="size-5 text-muted-foreground" />
          )}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-medium text-primary">{uploading ? T.uploading : current ? T.replaceFile : T.chooseFile}</span>
          <span className="block text-muted-foreground text-xs">{T.uploadHint}</span>
        </span>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept={PROJECT_IMAGE_TYPES.join(',')}
          disabled={uploading}
          aria-label={current ? T.replaceFile : T.chooseFile}
          onChange={(e) => {
            void upload(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </label>
      {error ? (
        <Alert variant="destructive" className="text-sm">
          {error}
        </Alert>
      ) : null}
    </div>
  )
}
