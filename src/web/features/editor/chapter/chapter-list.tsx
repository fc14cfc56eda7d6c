import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { cn } from '@web/lib/utils.ts'
import type { ProjectChapter } from '../chapter-edits.ts'
import { MATTER_TEXT, printedNumbers } from './chapter-matter.ts'

export const untitledChapter = 'Untitled chapter'

/** A section's page template as the list shows it under its title. */
export const TEXT_PAGE_LABEL = 'Text page'

/**
 * The left panel's chapter list (docs/product.md#editor): a click selects, the current one is
 * highlighted. A planner's or checklist's list names its sections and shows each one's page template.
 * A book's list numbers its chapters as the book prints them (issue 29): front and back matter have
 * no number, and say 'Unnumbered' under the title.
 */
export function ChapterList({
  chapters,
  current,
  onSelect,
  sections = false,
}: {
  chapters: ProjectChapter[]
  current: number
  onSelect(index: number): void
  sections?: boolean
}) {
  const numbers = sections ? chapters.map((_, i) => i + 1) : printedNumbers(chapters)
  return (
    <nav aria-label={sections ? 'Sections' : 'Chapters'}>
      <ol className="max-h-[45vh] space-y-1 overflow-y-auto pr-1 lg:max-h-[50vh]">
        {chapters.map((chapter, index) => {
          const selected = index === current
          const number = numbers[index]
          const quiet = selected ? 'text-secondary-foreground/80' : 'text-muted-foreground'
          return (
            <li key={chapter.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(index)}
                className={cn(
                  'flex min-h-10 w-full items-baseline gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
                  selected ? 'bg-secondary font-medium text-secondary-foreground' : 'hover:bg-accent',
                )}
              >
                <span
                  aria-hidden={number === null || undefined}
                  className={cn(
                    'min-w-6 shrink-0 text-right tabular-nums',
                    selected ? 'text-secondary-foreground' : 'text-muted-foreground',
                  )}
                >
                  {number === null ? '–' : `${number}.`}
                </span>{' '}
                {sections ? (
                  <span className="min-w-0">
                    <span className="block break-words">{chapter.title.trim() || untitledChapter}</span>
                    <span className={cn('block font-normal text-xs', quiet)}>
                      {chapter.pageTemplate ? PAGE_TEMPLATE_INFO[chapter.pageTemplate].label : TEXT_PAGE_LABEL}
                    </span>
                  </span>
                ) : (
                  <span className="min-w-0">
                    <span className="block break-words">{chapter.title.trim() || untitledChapter}</span>
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
        })}
      </ol>
    </nav>
  )
}
