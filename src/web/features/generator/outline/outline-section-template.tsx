import type { OutlineChapter } from '@core/generation-schemas.ts'
import { PAGE_TEMPLATE_LABELS } from '@core/planner.ts'

/**
 * The page template a planner's or checklist's section is drawn with (issue 28), as the outline
 * chose it: shown beside the section's title, read-only here (the editor changes it). Nothing for
 * a prose chapter.
 */
export function OutlineSectionTemplate({ chapter }: { chapter: Pick<OutlineChapter, 'pageTemplate'> }) {
  const template = chapter.pageTemplate
  if (!template) return null
  return (
    <span
      data-part="template"
      title="Folio draws this section's pages with this template"
      className="inline-block shrink-0 whitespace-nowrap rounded-full border border-border bg-muted px-2 py-0.5 font-medium text-muted-foreground text-xs"
    >
      {PAGE_TEMPLATE_LABELS[template]}
    </span>
  )
}
