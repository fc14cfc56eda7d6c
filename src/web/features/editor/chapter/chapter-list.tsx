import { type KeyboardEvent, useEffect, useRef } from 'react'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { cn } from '@web/lib/utils.ts'
import type { ProjectChapter } from '../chapter-edits.ts'
import { useSortableModule } from '../reorder/load-sortable.ts'
import { DragGrip } from '../reorder/drag-grip.tsx'
import type { DragBinding } from '../reorder/sortable-rows.tsx'
import { MATTER_TEXT, printedNumbers } from './chapter-matter.ts'

export const untitledChapter = 'Untitled chapter'

/** A section's page template as the list shows it under its title. */
export const TEXT_PAGE_LABEL = 'Text page'

/**
 * The left panel's chapter list (docs/product.md#editor): a click selects, the current one is
 * highlighted. A planner's or checklist's list names its sections and shows each one's page template.
 * A book's list numbers its chapters as the book prints them (issue 29): front and back matter have
 * no number, and say 'Unnumbered' under the title. With `onMove` (decision 108), each row has a
 * grip to drag it by, and Alt+Up or Alt+Down on a chapter moves it; the caller announces each move
 * and offers 'Move up' and 'Move down' beside the list.
 */
export function ChapterList({
  chapters,
  current,
  onSelect,
  sections = false,
  onMove,
}: {
  chapters: ProjectChapter[]
  current: number
  onSelect(index: number): void
  sections?: boolean
  /** Moves chapter `from` to place `to`; without it the list has no handles. */
  onMove?(from: number, to: number): void
}) {
  const numbers = sections ? chapters.map((_, i) => i + 1) : printedNumbers(chapters)
  const sortable = useSortableModule(Boolean(onMove))
  // A moved row is a moved DOM node, which loses focus: the chapter that moved takes it back.
  const handles = useRef(new Map<string, HTMLButtonElement>())
  const refocus = useRef<string | null>(null)
  useEffect(() => {
    if (refocus.current) handles.current.get(refocus.current)?.focus()
    refocus.current = null
  })
  // The drag module arriving swaps the rows for new ones: a chapter that had the focus gets it back.
  const focused = useRef<string | null>(null)
  useEffect(() => {
    const active = document.activeElement
    if (sortable && focused.current && (!active || active === document.body)) handles.current.get(focused.current)?.focus()
  }, [sortable])
  const titleOf = (id: string) => chapters.find((c) => c.id === id)?.title.trim() || untitledChapter
  const move = (from: number, to: number, keyboard: boolean) => {
    const chapter = chapters[from]
    if (!onMove || !chapter || to < 0 || to >= chapters.length || from === to) return
    if (keyboard) refocus.current = chapter.id
    onMove(from, to)
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!onMove || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true)
  }

  const row = (chapter: ProjectChapter, index: number, drag: DragBinding | null) => {
    const selected = index === current
    const number = numbers[index]
    const quiet = selected ? 'text-secondary-foreground/80' : 'text-muted-foreground'
    const title = chapter.title.trim() || untitledChapter
    return (
      <li
        key={chapter.id}
        ref={drag?.ref}
        style={drag?.style}
        className={cn(onMove && 'flex items-stretch gap-0.5', drag?.dragging && 'rounded-md bg-background shadow-md')}
      >
        {onMove ? <DragGrip drag={drag} /> : null}
        <button
          type="button"
          ref={(node) => {
            if (node) handles.current.set(chapter.id, node)
            else handles.current.delete(chapter.id)
          }}
          aria-current={selected ? 'true' : undefined}
          aria-keyshortcuts={onMove ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown(index)}
          onFocus={() => (focused.current = chapter.id)}
          className={cn(
            'flex min-h-10 w-full min-w-0 items-baseline gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
            selected ? 'bg-secondary font-medium text-secondary-foreground' : 'hover:bg-accent',
          )}
        >
          <span
            aria-hidden={number === null || undefined}
            className={cn('min-w-6 shrink-0 text-right tabular-nums', selected ? 'text-secondary-foreground' : 'text-muted-foreground')}
          >
            {number === null ? '–' : `${number}.`}
          </span>{' '}
          {sections ? (
            <span className="min-w-0">
              <span className="block break-words">{title}</span>
              <span className={cn('block font-normal text-xs', quiet)}>
                {chapter.pageTemplate ? PAGE_TEMPLATE_INFO[chapter.pageTemplate].label : TEXT_PAGE_LABEL}
              </span>
            </span>
          ) : (
            <span className="min-w-0">
              <span className="block break-words">{title}</span>
              {number === null ? ' ' : null}
              {number === null ? (
                <span className={cn('mt-0.5 inline-block rounded border px-1.5 font-normal text-[0.6875rem] leading-4', quiet)}>
                  {MATTER_TEXT.unnumbered}
                </span>
              ) : null}
            </span>
          )}
        </button>
      </li>
    )
  }

  return (
    <nav aria-label={sections ? 'Sections' : 'Chapters'}>
      <ol className="max-h-[45vh] space-y-1 overflow-y-auto pr-1">
        {sortable && onMove ? (
          <sortable.SortableRows
            ids={chapters.map((c) => c.id)}
            titleOf={titleOf}
            onMove={(from, to) => move(from, to, false)}
            renderRow={(id, index, drag) => row(chapters[index] as ProjectChapter, index, drag)}
          />
        ) : (
          chapters.map((chapter, index) => row(chapter, index, null))
        )}
      </ol>
    </nav>
  )
}
