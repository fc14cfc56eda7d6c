import { useId } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { COVER_PIXELS, coverKind, IMAGE_SIZES, type ImageSize } from '@core/export.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { cn } from '@web/lib/utils.ts'
import { type ExportControl, useExport } from '../export/use-export.ts'

/** What each image is called in the list and what it is for (decision 86). */
export const LISTING_IMAGE_INFO: Record<ImageSize, { label: string; use: string }> = {
  front: { label: 'Ebook cover', use: 'Front cover for Amazon KDP and Apple Books' },
  square: { label: 'Square', use: 'Etsy and Instagram square' },
  gumroad: { label: 'Gumroad cover', use: "Gumroad's product cover" },
  og: { label: 'Link preview', use: 'Shown when a link to the book is shared' },
  'mockup-1': { label: 'Tablet mockup', use: 'Etsy listing photo: the cover on a tablet' },
  'mockup-2': { label: 'Printed pages mockup', use: 'Etsy listing photo: the book on its printed pages' },
  'mockup-3': { label: 'Open book mockup', use: 'Etsy listing photo: two real pages, open' },
}

/** '1600 × 2560' */
export const pixelSize = (size: ImageSize) => `${COVER_PIXELS[size].width} × ${COVER_PIXELS[size].height}`

export interface ListingImagesProps {
  /** The document as it is now, unsaved edits included: what the export sends, as the Export section's exports do. */
  getDocument(): ProjectDocument
  /** The saved project, so the mockups' pages print its uploaded images. */
  projectId?: string
  /** The editor's export control, shared so one export runs at a time; without it the list runs its own. */
  control?: ExportControl
  className?: string
}

/**
 * The cover and listing images in one place (issue 27 item 4, decision 86): every JPEG the cover
 * endpoint makes from the book's cover design, each with its pixel size and what it is for, and a
 * download each. Downloads go through the editor's export hook: same payload, toasts, one at a time.
 */
export function ListingImages({ getDocument, projectId, control, className }: ListingImagesProps) {
  const own = useExport(getDocument, projectId)
  const exporter = control ?? own
  const headingId = useId()
  return (
    <div role="group" aria-labelledby={headingId} className={cn('space-y-2', className)}>
      <div>
        <p id={headingId} className="font-medium text-sm">
          Listing images
        </p>
        <p className="text-muted-foreground text-xs">JPEGs made from your cover, sized for each store.</p>
      </div>
      <ul className="divide-y rounded-md border">
        {IMAGE_SIZES.map((size) => {
          const kind = coverKind(size)
          const busy = exporter.exporting === kind
          const { label, use } = LISTING_IMAGE_INFO[size]
          return (
            <li key={size} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block font-medium text-sm">{label}</span>
                <span className="block text-muted-foreground text-xs">
                  {pixelSize(size)} · {use}
                </span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-8 shrink-0"
                aria-label={`Download ${label} (${pixelSize(size)})`}
                title={`Download ${label}, ${pixelSize(size)} JPEG`}
                disabled={exporter.exporting !== null}
                aria-busy={busy || undefined}
                onClick={() => exporter.start(kind)}
              >
                {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
              </Button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
