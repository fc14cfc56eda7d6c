import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { cn } from '@web/lib/utils.ts'
import type { ProjectChapter } from '../chapter-edits.ts'

export const untitledChapter = 'Untitled chapter'

/** A section's page template as the list shows it under its title. */
export const TEXT_PAGE_LABEL = 'Text page'

/**
 * The left panel's chapter list (docs/product.md#editor): a click selects, the current one is
 * highlighted. A planner's or checklist's list names its sections and shows each one's page template.
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
  return (
    <nav aria-label={sections ? 'Sections' : 'Chapters'}>
      <ol className="max-h-[45vh] space-y-1 overflow-y-auto pr-1 lg:max-h-[50vh]">
        {chapters.map((chapter, index) => {
          const selected = index === current
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
                <span className={cn('shrink-0 tabular-nums', selected ? 'text-secondary-foreground' : 'text-muted-foreground')}>
                  {index + 1}.
                </span>{' '}
                {sections ? (
                  <span className="min-w-0">
                    <span className="block break-words">{chapter.title.trim() || untitledChapter}</span>
                    <span className={cn('block font-normal text-xs', selected ? 'text-secondary-foreground/80' : 'text-muted-foreground')}>
                      {chapter.pageTemplate ? PAGE_TEMPLATE_INFO[chapter.pageTemplate].label : TEXT_PAGE_LABEL}
                    </span>
                  </span>
                ) : (
                  <span className="min-w-0 break-words">{chapter.title.trim() || untitledChapter}</span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
