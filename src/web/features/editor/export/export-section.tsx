import { BookOpen, Download, Image, LoaderCircle, X } from 'lucide-react'
import { EXPORT_FORMAT_INFO, EXPORT_FORMATS, type ExportKind, exportToast } from '@core/export.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { PreflightReport } from './preflight-report.tsx'
import { PublishingSettings } from './publishing-settings.tsx'
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
  className?: string
}

/**
 * The store cover image's two sizes (decision 52). Short words, so the pair fits side by side in
 * the editor's narrow column; the title says the size.
 */
const COVER_BUTTONS: { kind: ExportKind; label: string; title: string }[] = [
  { kind: 'cover', label: 'Cover', title: 'Ebook-store cover, 1600 × 2560' },
  { kind: 'cover-square', label: 'Square', title: 'Square shop thumbnail, 1080 × 1080' },
]

/**
 * The Export card (docs/product.md#export): PDF, DOCX, EPUB and Markdown, free; a badge while one is
 * prepared; the cover image for a store, tall or square; the paperback's wrap cover, a print-ready
 * PDF whose spine follows the interior's page count (decision 83). Under the buttons, the publishing
 * settings every export sends (issue 16), then the print preflight check (decision 57).
 */
export function ExportSection({ control, preflight, doc, onEdit, onClose, className }: ExportSectionProps) {
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
          {EXPORT_FORMATS.map((format) => {
            const label = EXPORT_FORMAT_INFO[format].label
            const busy = control.exporting === format
            return (
              <Button
                key={format}
                type="button"
                variant={format === 'pdf' || format === 'docx' ? 'default' : 'outline'}
                size="sm"
                className="w-full"
                disabled={control.exporting !== null}
                aria-busy={busy || undefined}
                onClick={() => control.start(format)}
              >
                {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
                Export as {label}
              </Button>
            )
          })}
        </div>
        <div role="group" aria-labelledby="cover-image-label" className="space-y-1.5">
          <p id="cover-image-label" className="text-sm font-medium text-muted-foreground">
            Cover image (JPEG)
          </p>
          <div className="grid grid-cols-2 gap-2">
            {COVER_BUTTONS.map(({ kind, label, title }) => {
              const busy = control.exporting === kind
              return (
                <Button
                  key={kind}
                  type="button"
                  variant="outline"
                  size="sm"
                  className="w-full"
                  title={title}
                  disabled={control.exporting !== null}
                  aria-busy={busy || undefined}
                  onClick={() => control.start(kind)}
                >
                  {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Image aria-hidden="true" />}
                  {label}
                </Button>
              )
            })}
          </div>
        </div>
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
        <PublishingSettings doc={doc} onEdit={onEdit} />
        {preflight ? <PreflightReport control={preflight} /> : null}
      </CardContent>
    </Card>
  )
}
