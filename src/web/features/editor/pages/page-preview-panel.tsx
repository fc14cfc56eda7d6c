import { useMemo, useState } from 'react'
import { ChevronLeft, ChevronRight, Loader2, RotateCw, ZoomIn } from 'lucide-react'
import type { PagePart } from '@core/page-preview.ts'
import { isPrintable } from '@core/planner.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Alert, AlertDescription } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { cn } from '@web/lib/utils.ts'
import { PageLookFields } from '../export/page-look-fields.tsx'
import { PlannerFields } from '../export/planner-settings.tsx'
import { printedNumbers } from '../chapter/chapter-matter.ts'
import { type PagePreviewRequest, usePagePreview } from './use-page-preview.ts'

export const PAGES_TEXT = {
  region: 'Page preview',
  part: 'Pages of',
  front: 'Front matter',
  chapter: (n: number) => `Chapter ${n}`,
  section: (n: number) => `Section ${n}`,
  /** A front- or back-matter chapter (issue 29): the book gives it no number. */
  unnumbered: 'This chapter',
  first: 'Rendering the pages…',
  updating: 'Updating…',
  page: (k: number, n: number) => `Page ${k} of ${n}`,
  previous: 'Previous page',
  next: 'Next page',
  zoom: 'Zoom',
  retry: 'Try again',
  chapterNumbers: "The exported PDF numbers the whole book; here the chapter's pages count from its first.",
  contentsNumbers: "The contents page's numbers are filled in by the exported PDF.",
  look: 'Page settings',
} as const

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void

interface PagePreviewPanelProps {
  doc: ProjectDocument
  projectId: string
  onEdit: Edit
  /** Tests give their own; by default the server's. */
  request?: PagePreviewRequest
  delayMs?: number
}

/** An SVG page as an image: in <img>, an SVG runs no script and loads nothing (decision 87). */
const pageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * The 'Pages' view (docs/product.md#editor, decision 87): the real exported pages of the front
 * matter or the current chapter, in the chosen theme, trim and print mode, which are set beside
 * them. Refreshed a second after an edit; the pages on screen stay until the new ones arrive.
 */
export function PagePreviewPanel({ doc, projectId, onEdit, request, delayMs }: PagePreviewPanelProps) {
  const [front, setFront] = useState(false)
  const [zoomed, setZoomed] = useState(false)
  const [shown, setShown] = useState(0)
  const chapterIndex = doc.currentChapterIndex
  // A planner's or checklist's chapters are its sections (decision 95).
  // A book's chapter is named by the number the book prints (issue 29): none for front or back matter.
  const printed = useMemo(() => printedNumbers(doc.chapters), [doc.chapters])
  const partLabel = (n: number) => {
    if (isPrintable(doc.productType)) return PAGES_TEXT.section(n)
    const number = printed[n - 1]
    return number === null ? PAGES_TEXT.unnumbered : PAGES_TEXT.chapter(number ?? n)
  }
  const part: PagePart = useMemo(() => (front ? { kind: 'front' } : { kind: 'chapter', index: chapterIndex }), [front, chapterIndex])
  const { preview, updating, error, retry } = usePagePreview(doc, projectId, part, {
    ...(request ? { request } : {}),
    ...(delayMs !== undefined ? { delayMs } : {}),
  })
  const count = preview?.pageCount ?? 0
  const index = Math.min(shown, Math.max(0, count - 1))
  const svg = preview?.pages[index]
  const source = useMemo(() => (svg ? pageSource(svg) : null), [svg])
  const partName =
    preview?.part.kind === 'front'
      ? PAGES_TEXT.front
      : partLabel((preview?.part.kind === 'chapter' ? preview.part.index : chapterIndex) + 1)

  const choose = (toFront: boolean) => {
    setFront(toFront)
    setShown(0)
  }

  return (
    <div role="region" aria-label={PAGES_TEXT.region} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16.5rem]">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={PAGES_TEXT.part} className="inline-flex rounded-md border bg-muted p-0.5">
            {[false, true].map((isFront) => (
              <button
                key={String(isFront)}
                type="button"
                aria-pressed={front === isFront}
                onClick={() => choose(isFront)}
                className={cn(
                  'h-8 rounded-[calc(var(--radius-md)-2px)] px-3 font-medium text-sm transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
                  front === isFront ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {isFront ? PAGES_TEXT.front : partLabel(chapterIndex + 1)}
              </button>
            ))}
          </div>
          <p role="status" className="flex min-h-5 items-center gap-1.5 text-muted-foreground text-xs">
            {updating ? (
              <>
                <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
                {preview ? PAGES_TEXT.updating : PAGES_TEXT.first}
              </>
            ) : null}
          </p>
        </div>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              <span>{error}</span>
              <Button type="button" variant="outline" size="sm" onClick={retry}>
                <RotateCw aria-hidden="true" />
                {PAGES_TEXT.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {preview && source ? (
          <>
            <div className="flex items-center justify-between gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={PAGES_TEXT.previous}
                disabled={index === 0}
                onClick={() => setShown(index - 1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <span className="text-sm tabular-nums" aria-live="polite">
                {PAGES_TEXT.page(index + 1, count)}
              </span>
              <div className="flex items-center gap-2">
                <Button type="button" variant="outline" size="sm" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
                  <ZoomIn aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{PAGES_TEXT.zoom}</span>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={PAGES_TEXT.next}
                  disabled={index >= count - 1}
                  onClick={() => setShown(index + 1)}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </div>
            <div className={cn('rounded-md border bg-muted/60 p-3 sm:p-4', zoomed ? 'overflow-auto' : 'overflow-hidden')}>
              <img
                src={source}
                alt={`${partName}, ${PAGES_TEXT.page(index + 1, count)}`}
                width={preview.pageSize.width}
                height={preview.pageSize.height}
                className={cn(
                  'mx-auto block h-auto bg-white shadow-md transition-opacity',
                  zoomed ? 'w-[160%] max-w-none' : 'w-full max-w-[34rem]',
                  updating && 'opacity-70',
                )}
              />
            </div>
            <p className="text-muted-foreground text-xs">
              {preview.part.kind === 'front' ? PAGES_TEXT.contentsNumbers : PAGES_TEXT.chapterNumbers}
            </p>
          </>
        ) : !error ? (
          <div aria-hidden="true" className="mx-auto aspect-[2/3] w-full max-w-[34rem] animate-pulse rounded-md border bg-muted" />
        ) : null}
      </div>
      <div role="group" aria-label={PAGES_TEXT.look} className="space-y-4 md:border-l md:pl-4">
        <PageLookFields doc={doc} onEdit={onEdit} />
        {/* A planner's calendar and a printable's form fields change its pages too (decision 95): set here as in Export. */}
        {isPrintable(doc.productType) ? <PlannerFields doc={doc} productType={doc.productType} onEdit={onEdit} stacked /> : null}
      </div>
    </div>
  )
}
