import { useEffect, useState } from 'react'
import { Image as ImageIcon, ImageOff } from 'lucide-react'
import { projectImageUrl } from './images-api.ts'
import { IMAGE_TEXT } from './image-text.ts'

/**
 * An `asset:` image in the preview (docs/product.md#editor): the project's uploaded image, fetched
 * with the session's token. While it loads, or if it cannot be shown, its alt text stands in.
 */
export function AssetImage({ projectId, imageId, alt, title }: { projectId: string; imageId: string; alt: string; title?: string }) {
  const [state, setState] = useState<{ key: string; url?: string; failed?: boolean }>({ key: '' })
  const key = `${projectId}/${imageId}`
  useEffect(() => {
    let live = true
    projectImageUrl(projectId, imageId).then(
      (url) => live && setState({ key, url }),
      () => live && setState({ key, failed: true }),
    )
    return () => {
      live = false
    }
  }, [projectId, imageId, key])
  const failed = state.key === key && state.failed
  const Icon = failed ? ImageOff : ImageIcon
  if (state.key === key && state.url)
    return <img src={state.url} alt={alt} title={title} className="my-2 inline-block h-auto max-w-full rounded" />
  return (
    <span
      role="img"
      aria-label={alt}
      className="inline-flex items-center gap-1.5 rounded border border-dashed px-2 py-1 text-muted-foreground text-sm"
    >
      <Icon aria-hidden="true" className="size-4" />
      {failed ? `${IMAGE_TEXT.unavailable} ${alt}` : alt}
    </span>
  )
}
