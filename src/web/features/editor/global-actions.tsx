import { Plus } from 'lucide-react'
import type { Tone } from '@core/generation.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import type { ChapterEdits } from './chapter-edits.ts'
import { canAddChapter } from './document-edits.ts'
import { RegenerateStyle } from './regenerate/regenerate-style.tsx'

interface GlobalActionsProps {
  doc: ProjectDocument
  edits: ChapterEdits
  busy: boolean
  onTone(tone: Tone): void
  onAdd(): void
  onBusyChange(busy: boolean): void
  className?: string
}

/** 'Global Actions' (docs/product.md#editor): Regenerate Style and Add Chapter. */
export function GlobalActions({ doc, edits, busy, onTone, onAdd, onBusyChange, className }: GlobalActionsProps) {
  return (
    <Card className={className}>
      <CardHeader className="p-4 pb-4 sm:p-6 sm:pb-4">
        <CardTitle className="text-base">Global Actions</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 p-4 pt-0 sm:p-6 sm:pt-0">
        <RegenerateStyle
          doc={doc}
          tone={doc.tone}
          onToneChange={onTone}
          targetAudience={doc.targetAudience}
          edits={edits}
          onBusyChange={onBusyChange}
        />
        <Button type="button" variant="outline" className="w-full" disabled={busy || !canAddChapter(doc)} onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Chapter
        </Button>
      </CardContent>
    </Card>
  )
}
