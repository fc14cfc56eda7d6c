import { type RefObject, useEffect, useRef, useState } from 'react'
import { AlertCircle, Download, LoaderCircle, RotateCcw } from 'lucide-react'
import type { CoverSize } from '@core/export.ts'
import { Button } from '@web/components/ui/button.tsx'
import { cn } from '@web/lib/utils.ts'
import type { ExportControl } from '../export/use-export.ts'
import { ChoiceGroup } from './choice-controls.tsx'
import { DESIGNER_TEXT as T } from './cover-designer-text.ts'
import type { CoverPreview } from './use-cover-preview.ts'

interface Props {
  preview: CoverPreview
  size: CoverSize
  onSize(size: CoverSize): void
  exporter: ExportControl
}

/**
 * The large live preview (decision 88): the server's own rendering of the cover, on the designer's
 * grey canvas. Its box is sized by the cover's shape before any image arrives, so nothing
 * moves while previews come and go; the last image stays under a small busy mark, and a failure
 * shows over it with its reason and, when it can help, 'Try again'.
 */
export function CoverPreviewPane({ preview, size, onSize, exporter }: Props) {
  const kind = size === 'square' ? 'cover-square' : 'cover'
  const downloading = exporter.exporting === kind
  const stale = preview.shownSize !== null && preview.shownSize !== size
  const frame = useRef<HTMLElement>(null)
  const offScreen = useOffScreen(frame)
  return (
    <div className="flex min-w-0 flex-col items-center gap-4">
      {/* On a phone the status is for screen readers only: the mark on the preview shows it, and the row stays one line. */}
      <div className="flex w-full flex-wrap items-center justify-between gap-2">
        <ChoiceGroup
          legend={T.previewSizes}
          hideLegend
          variant="segments"
          className="bg-slate-200"
          value={size}
          choices={[
            { value: 'front', label: T.front },
            { value: 'square', label: T.square },
          ]}
          onChange={onSize}
        />
        <div className="flex items-center gap-3">
          <p role="status" className="sr-only flex items-center gap-1.5 text-muted-foreground text-xs sm:not-sr-only">
            {preview.busy ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                {T.updating}
              </>
            ) : preview.failure ? null : (
              T.upToDate
            )}
          </p>
          <Button
            type="button"
            size="sm"
            title={T.downloadTitle[size]}
            disabled={exporter.exporting !== null}
            aria-busy={downloading || undefined}
            onClick={() => exporter.start(kind)}
          >
            {downloading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
            {T.download}
          </Button>
        </div>
      </div>
      <figure
        ref={frame}
        aria-busy={preview.busy || undefined}
        className={cn(
          'relative w-full overflow-hidden rounded-sm bg-white shadow-[0_10px_40px_-12px_rgba(15,23,42,0.45)]',
          size === 'square'
            ? 'aspect-square max-w-[min(100%,18rem)] sm:max-w-[min(100%,calc(100svh-19rem),34rem)]'
            : 'aspect-[5/8] max-w-[min(100%,14rem)] sm:max-w-[min(100%,calc((100svh-19rem)*0.625),30rem)]',
        )}
      >
        {preview.url ? (
          <img
            src={preview.url}
            alt={T.preview}
            className={cn('size-full object-cover transition-opacity duration-200', (preview.busy || stale) && 'opacity-80')}
          />
        ) : (
          <div role="img" aria-label={T.preview} className="size-full animate-pulse bg-gradient-to-b from-slate-200 to-slate-300" />
        )}
        {preview.busy ? (
          <span className="absolute top-2 right-2 rounded-full bg-white/90 p-1.5 shadow">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
          </span>
        ) : null}
        {preview.failure && !preview.busy ? (
          <figcaption role="alert" className="absolute inset-x-2 bottom-2 space-y-2 rounded-lg bg-white/95 p-3 text-sm shadow-lg">
            <p className="flex gap-2 text-destructive">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{preview.failure.message}</span>
            </p>
            {preview.failure.retry ? (
              <Button type="button" size="sm" variant="outline" className="w-full" onClick={preview.retry}>
                <RotateCcw aria-hidden="true" />
                {T.retry}
              </Button>
            ) : (
              <p className="text-muted-foreground text-xs">{T.previewFix}</p>
            )}
          </figcaption>
        ) : null}
      </figure>
      {/* On a phone, scrolled down to the controls: the cover stays in sight in a corner; a tap goes back up to it. */}
      {offScreen && preview.url ? (
        <button
          type="button"
          aria-label={T.backToPreview}
          onClick={() => frame.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })}
          className={cn(
            'fixed right-3 bottom-3 z-40 overflow-hidden rounded-sm border-2 border-white shadow-xl lg:hidden',
            preview.shownSize === 'square' ? 'aspect-square w-24' : 'aspect-[5/8] w-20',
          )}
        >
          <img src={preview.url} alt="" className="size-full object-cover" />
          {preview.busy ? (
            <span className="absolute top-1 right-1 rounded-full bg-white/90 p-0.5">
              <LoaderCircle aria-hidden="true" className="size-3 animate-spin text-primary" />
            </span>
          ) : null}
        </button>
      ) : null}
    </div>
  )
}

/** Whether the element has left the screen (where the browser can tell; never in a test without IntersectionObserver). */
function useOffScreen(element: RefObject<HTMLElement | null>): boolean {
  const [off, setOff] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOff(entry ? !entry.isIntersecting : false), { threshold: 0.15 })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element])
  return off
}
