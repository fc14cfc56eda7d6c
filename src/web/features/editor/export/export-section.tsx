import { useState } from 'react'
import { BookOpen, Download, LoaderCircle, X } from 'lucide-react'
import { EXPORT_FORMAT_INFO, EXPORT_FORMATS, type ExportKind, exportToast } from '@core/export.ts'
import { isPrintable } from '@core/planner.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { ListingImages } from '../cover-designer/listing-images.tsx'
import { BookMatterSettings } from './book-matter-settings.tsx'
import { PlannerSettings } from './planner-settings.tsx'
import { PreflightReport } from './preflight-report.tsx'
import { PublishingSettings } from './publishing-settings.tsx'
import { SettingsDisclosure } from './settings-disclosure.tsx'
import type { ExportControl } from './use-export.ts'
import type { PreflightControl } from './use-preflight.ts'

interface ExportSectionProps {
  control: ExportControl
  /** 'Check for print' (decision 57); the section leaves it out when not given. */
  preflight?: PreflightControl
  doc: ProjectDocument
  onEdit(change: (doc: ProjectDocument) => ProjectDocument): void
  /** In the header's panel (decision 61): a button that closes it. */
  onClose?(): void
  /** The saved project: the Book matter panel uploads the author's photo to it. */
  projectId?: string
  /** The Book matter panel's 'Edit subtitle': to the document's Subtitle field (one subtitle, the project's). */
  onEditSubtitle?(): void
  className?: string
}

/** The printables' words in the Export card (issue 28, decision 95). */
export const PRINTABLE_EXPORT_TEXT = {
  bundle: 'Download all sizes (ZIP)',
  bundleHint: 'Letter, A4 and A5 PDFs in one ZIP, with the digital planner when it is on, named for a shop listing.',
  noEpub: 'Planners are pages to write on; e-readers reflow text. Use the PDF, or the digital planner for tablets.',
} as const

/**
 * What the buttons export: a book's four formats; a planner or checklist adds all its sizes in one
 * ZIP beside the PDF, and a planner offers no EPUB (PRINTABLE_EXPORT_TEXT.noEpub says why).
 */
export function exportButtons(productType: ProjectDocument['productType']): ExportKind[] {
  if (!isPrintable(productType)) return [...EXPORT_FORMATS]
  return ['pdf', 'bundle', ...EXPORT_FORMATS.filter((f) => f !== 'pdf' && !(productType === 'planner' && f === 'epub'))]
}

/**
 * The Export card (docs/product.md#export): PDF, DOCX, EPUB and Markdown, free; a badge while one is
 * prepared; the cover and listing images (decision 86), folded; the paperback's wrap cover, a print-ready
 * PDF whose spine follows the interior's page count (decision 83); the print preflight check (decision
 * 57). Last, folded, the publishing settings every export sends (issue 16) and the book matter (issue
 * 29, decision 102).
 */
export function ExportSection({ control, preflight, doc, onEdit, onClose, projectId, onEditSubtitle, className }: ExportSectionProps) {
  const { productType } = doc
  const printable = isPrintable(productType)
  const primary: ExportKind[] = printable ? ['pdf', 'bundle'] : ['pdf', 'docx']
  return (
    <Card className={className}>
      <CardHeader className="p-4 pb-4 sm:p-6 sm:pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">Export</CardTitle>
          <div className="flex items-center gap-2">
            <div role="status">
              {control.exporting ? (
                <Badge variant="secondary" className="gap-1.5">
                  <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
                  {exportToast.preparing}
                </Badge>
              ) : null}
            </div>
            {onClose ? (
              <Button type="button" variant="ghost" size="icon" className="size-8" aria-label="Close export options" onClick={onClose}>
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </div>
        <CardDescription>Download the document as it is now. Exports are free.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 p-4 pt-0 sm:p-6 sm:pt-0">
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {exportButtons(productType).map((format) => {
            const label = EXPORT_FORMAT_INFO[format].label
            const busy = control.exporting === format
            return (
              <Button
                key={format}
                type="button"
                variant={primary.includes(format) ? 'default' : 'outline'}
                size="sm"
                className="w-full"
                disabled={control.exporting !== null}
                aria-busy={busy || undefined}
                onClick={() => control.start(format)}
              >
                {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
                {format === 'bundle' ? PRINTABLE_EXPORT_TEXT.bundle : `Export as ${label}`}
              </Button>
            )
          })}
        </div>
        {printable ? (
          <div className="space-y-1 text-muted-foreground text-xs">
            <p>{PRINTABLE_EXPORT_TEXT.bundleHint}</p>
            {productType === 'planner' ? <p>{PRINTABLE_EXPORT_TEXT.noEpub}</p> : null}
          </div>
        ) : null}
        {printable ? <PlannerSettings doc={doc} productType={productType} onEdit={onEdit} /> : null}
        <ListingImagesDisclosure control={control} doc={doc} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full"
          title="Full wrap for a paperback: back, spine and front, with bleed, at the trim size"
          disabled={control.exporting !== null}
          aria-busy={control.exporting === 'cover-wrap' || undefined}
          onClick={() => control.start('cover-wrap')}
        >
          {control.exporting === 'cover-wrap' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <BookOpen aria-hidden="true" />
          )}
          Paperback cover (PDF)
        </Button>
        {/* Every action before the folded settings (decision 102): a new panel never pushes 'Check for print' off the screen. */}
        {preflight ? <PreflightReport control={preflight} /> : null}
        <PublishingSettings doc={doc} onEdit={onEdit} />
        <BookMatterSettings doc={doc} onEdit={onEdit} projectId={projectId} onEditSubtitle={onEditSubtitle} />
      </CardContent>
    </Card>
  )
}

/**
 * The cover and listing images inside the Export card, folded like the publishing settings so the
 * export buttons stay where they were; the cover designer shows the same list open.
 */
function ListingImagesDisclosure({ control, doc }: { control: ExportControl; doc: ProjectDocument }) {
  const [open, setOpen] = useState(false)
  return (
    <SettingsDisclosure
      title="Cover and listing images"
      summary="Store cover, square, Gumroad, link preview, 3 mockups"
      open={open}
      onToggle={() => setOpen((o) => !o)}
      group={false}
    >
      <ListingImages getDocument={() => doc} control={control} />
    </SettingsDisclosure>
  )
}
