import { useId, useState } from 'react'
import { ChevronDown, Plus } from 'lucide-react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'
import { cn } from '@web/lib/utils.ts'
import { canAddChapter } from '../document-edits.ts'
import { ChapterList, untitledChapter } from './chapter-list.tsx'

export const MAX_CHAPTERS_TEXT = `A document can have up to ${GENERATION_LIMITS.maxChapters} chapters.`

interface ChapterNavProps {
  doc: ProjectDocument
  busy: boolean
  onSelect(index: number): void
  onAdd(): void
  className?: string
}

/**
 * The chapter list and 'Add chapter' (docs/product.md#editor). On a desktop always open; on a
 * phone folded into one line, 'Chapters (n)' with the current chapter, so the chapter's text
 * comes first under the title (decision 61). Choosing or adding a chapter folds it again.
 */
export function ChapterNav({ doc, busy, onSelect, onAdd, className }: ChapterNavProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const full = !canAddChapter(doc)
  const index = doc.currentChapterIndex
  const current = doc.chapters[index]
  const count = <span className="font-normal text-muted-foreground">({doc.chapters.length})</span>
  return (
    <Card className={className}>
      <CardContent className="p-1.5 lg:p-6">
        <h2 className="mb-2 hidden font-semibold text-sm lg:block">Chapters {count}</h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center gap-3 rounded-md px-2.5 text-left text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
        >
          <span className="shrink-0 font-semibold">Chapters {count}</span>
          <span className="min-w-0 flex-1 truncate text-muted-foreground">
            {index + 1}. {current?.title.trim() || untitledChapter}
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
        </button>
        <div id={listId} className={cn('mt-1 space-y-2 p-1 lg:mt-0 lg:p-0', !open && 'hidden lg:block')}>
          <ChapterList
            chapters={doc.chapters}
            current={index}
            onSelect={(i) => {
              setOpen(false)
              onSelect(i)
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-full"
            disabled={busy || full}
            onClick={() => {
              setOpen(false)
              onAdd()
            }}
          >
            <Plus aria-hidden="true" />
            Add chapter
          </Button>
          {full ? <p className="text-muted-foreground text-xs">{MAX_CHAPTERS_TEXT}</p> : null}
        </div>
      </CardContent>
    </Card>
  )
}
