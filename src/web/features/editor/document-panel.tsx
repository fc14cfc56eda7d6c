import { useId } from 'react'
import { Plus } from 'lucide-react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { ChapterList } from './chapter/chapter-list.tsx'
import { canAddChapter } from './document-edits.ts'

export const MAX_CHAPTERS_TEXT = `A document can have up to ${GENERATION_LIMITS.maxChapters} chapters.`

interface DocumentPanelProps {
  doc: ProjectDocument
  busy: boolean
  onTitle(title: string): void
  onDescription(description: string): void
  onSelect(index: number): void
  onAdd(): void
  className?: string
}

/** The editor's left panel (docs/product.md#editor): document title, description (3 rows), chapter list and 'Add chapter'. */
export function DocumentPanel({ doc, busy, onTitle, onDescription, onSelect, onAdd, className }: DocumentPanelProps) {
  const id = useId()
  const full = !canAddChapter(doc)
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
        </div>
        <div className="space-y-2">
          <h2 className="font-semibold text-sm">
            Chapters <span className="font-normal text-muted-foreground">({doc.chapters.length})</span>
          </h2>
          <ChapterList chapters={doc.chapters} current={doc.currentChapterIndex} onSelect={onSelect} />
          <Button type="button" variant="outline" size="sm" className="w-full" disabled={busy || full} onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add chapter
          </Button>
          {full ? <p className="text-muted-foreground text-xs">{MAX_CHAPTERS_TEXT}</p> : null}
        </div>
      </CardContent>
    </Card>
  )
}
