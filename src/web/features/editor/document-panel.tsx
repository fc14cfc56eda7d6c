import { useId } from 'react'
import { COVER_DESIGN_LIMITS } from '@core/cover-design.ts'
import { GENERATION_LIMITS } from '@core/generation.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Card, CardContent } from '@web/components/ui/card.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { StaleDescription } from './description/stale-description.tsx'

interface DocumentPanelProps {
  doc: ProjectDocument
  busy: boolean
  onTitle(title: string): void
  onSubtitle(subtitle: string): void
  onDescription(description: string): void
  className?: string
}

/**
 * The left panel's document fields (docs/product.md#editor): 'Document title', the book's subtitle
 * (issue 27: under the title on the covers and the title page) and the description (3 rows), the blurb.
 */
export function DocumentPanel({ doc, busy, onTitle, onSubtitle, onDescription, className }: DocumentPanelProps) {
  const id = useId()
  return (
    <Card className={className}>
      <CardContent className="space-y-5 p-4 sm:p-6">
        <div className="space-y-2">
          <label htmlFor={`${id}-title`} className="font-medium text-sm leading-none">
            Document title
          </label>
          <Input
            id={`${id}-title`}
            value={doc.title}
            maxLength={GENERATION_LIMITS.title}
            readOnly={busy}
            autoComplete="off"
            onChange={(e) => onTitle(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <label htmlFor={`${id}-subtitle`} className="font-medium text-sm leading-none">
            Subtitle
          </label>
          <Input
            id={`${id}-subtitle`}
            value={doc.subtitle ?? ''}
            maxLength={COVER_DESIGN_LIMITS.subtitle}
            readOnly={busy}
            autoComplete="off"
            placeholder="Optional, e.g. Simple habits for a stronger swing"
            aria-describedby={`${id}-subtitle-hint`}
            onChange={(e) => onSubtitle(e.target.value)}
          />
          <p id={`${id}-subtitle-hint`} className="text-muted-foreground text-xs">
            Under the title on the cover and the title page. The description is the blurb for the back cover and listings.
          </p>
        </div>
        <div className="space-y-2">
          <label htmlFor={`${id}-description`} className="font-medium text-sm leading-none">
            Description
          </label>
          <Textarea
            id={`${id}-description`}
            rows={3}
            className="min-h-0 resize-y"
            value={doc.description}
            maxLength={GENERATION_LIMITS.description}
            readOnly={busy}
            onChange={(e) => onDescription(e.target.value)}
          />
          <StaleDescription doc={doc} busy={busy} onDescription={onDescription} />
        </div>
      </CardContent>
    </Card>
  )
}
