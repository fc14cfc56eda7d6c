import { useId, useState } from 'react'
import { ArrowDown, ArrowUp, ChevronDown, Plus } from 'lucide-react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import { isPrintable, type PageTemplate, pageTemplatesFor } from '@core/planner.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'
import { cn } from '@web/lib/utils.ts'
import { canAddChapter } from '../document-edits.ts'
import { REORDER_TEXT } from '../reorder/reorder-text.ts'
import { SECTION_TEXT } from '../sections/section-text.ts'
import { TemplateSelect } from '../sections/template-select.tsx'
import { ChapterList, untitledChapter } from './chapter-list.tsx'
import { printedNumbers } from './chapter-matter.ts'

export const MAX_CHAPTERS_TEXT = `A document can have up to ${GENERATION_LIMITS.maxChapters} chapters.`

interface ChapterNavProps {
  doc: ProjectDocument
  busy: boolean
  onSelect(index: number): void
  /** A planner or checklist adds a section drawn with the chosen template (none: a text page). */
  onAdd(template?: PageTemplate): void
  /** Moves a chapter (decision 108): dragged or moved with the arrow keys on its handle. */
  onMove?(from: number, to: number): void
  className?: string
}

/**
 * The chapter list and 'Add chapter' (docs/product.md#editor). On a desktop always open; on a
 * phone folded into one line, 'Chapters (n)' with the current chapter, so the chapter's text
 * comes first under the title (decision 61). Choosing or adding a chapter folds it again.
 */
export function ChapterNav({ doc, busy, onSelect, onAdd, onMove, className }: ChapterNavProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const full = !canAddChapter(doc)
  const index = doc.currentChapterIndex
  const current = doc.chapters[index]
  const count = <span className="font-normal text-muted-foreground">({doc.chapters.length})</span>
  const productType = doc.productType
  const sections = isPrintable(productType)
  const name = sections ? SECTION_TEXT.list : 'Chapters'
  // The template a new section gets: the product type's first until the creator picks another.
  const [template, setTemplate] = useState<PageTemplate | undefined>(() => (sections ? pageTemplatesFor(productType)[0] : undefined))
  const addId = useId()
  // The folded line numbers the current chapter as the list does: as the book prints it, none for front or back matter.
  const number = sections ? index + 1 : printedNumbers(doc.chapters)[index]
  // Every move, by drag, keys or buttons, is said where a screen reader hears it (decision 108).
  const [said, setSaid] = useState('')
  const hintId = useId()
  const count_ = doc.chapters.length
  const move = (from: number, to: number) => {
    const chapter = doc.chapters[from]
    if (!onMove || !chapter || to < 0 || to >= count_ || from === to) return
    onMove(from, to)
    setSaid(REORDER_TEXT.moved(chapter.title.trim() || untitledChapter, to + 1, count_))
  }
  // aria-disabled, not disabled: the button keeps the focus at the top or bottom of the list.
  const step = (to: number, label: string, Icon: typeof ArrowUp) => (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="flex-1 aria-disabled:opacity-50"
      aria-disabled={to < 0 || to >= count_ || undefined}
      aria-describedby={hintId}
      onClick={() => move(index, to)}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  )
  return (
    <Card className={className}>
      <CardContent className="p-1.5 lg:p-6">
        <h2 className="mb-2 hidden font-semibold text-sm lg:block">
          {name} {count}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center gap-3 rounded-md px-2.5 text-left text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
        >
          <span className="shrink-0 font-semibold">
            {name} {count}
          </span>
          <span className="min-w-0 flex-1 truncate text-muted-foreground">
            {number === null || number === undefined ? '' : `${number}. `}
            {current?.title.trim() || untitledChapter}
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
        </button>
        <div id={listId} className={cn('mt-1 space-y-2 p-1 lg:mt-0 lg:p-0', !open && 'hidden lg:block')}>
          <ChapterList
            chapters={doc.chapters}
            current={index}
            sections={sections}
            onMove={onMove ? move : undefined}
            onSelect={(i) => {
              setOpen(false)
              onSelect(i)
            }}
          />
          {onMove && count_ > 1 ? (
            <div className="flex gap-1">
              {step(index - 1, REORDER_TEXT.moveUp, ArrowUp)}
              {step(index + 1, REORDER_TEXT.moveDown, ArrowDown)}
              <span id={hintId} className="sr-only">
                {REORDER_TEXT.moveHint}
              </span>
            </div>
          ) : null}
          {onMove ? (
            <p role="status" className="sr-only">
              {said}
            </p>
          ) : null}
          {sections ? (
            <div className="space-y-1.5 border-t pt-3">
              <label htmlFor={addId} className="font-medium text-sm leading-none">
                {SECTION_TEXT.addLabel}
              </label>
              <TemplateSelect id={addId} productType={productType} value={template} disabled={busy || full} onTemplate={setTemplate} />
            </div>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-full"
            disabled={busy || full}
            onClick={() => {
              setOpen(false)
              onAdd(sections ? template : undefined)
            }}
          >
            <Plus aria-hidden="true" />
            {sections ? SECTION_TEXT.add : 'Add chapter'}
          </Button>
          {full ? (
            <p className="text-muted-foreground text-xs">
              {sections ? SECTION_TEXT.max(GENERATION_LIMITS.maxChapters) : MAX_CHAPTERS_TEXT}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
