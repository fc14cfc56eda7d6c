import type { Outline } from '@core/generation-schemas.ts'
import { OutlineSectionTemplate } from './outline-section-template.tsx'

/**
 * The outline's title, description and numbered chapter titles; each plan (issue 14) in small print under its title
 * (docs/product.md#outline-generation), and a planner's or checklist's page template beside it (issue 28).
 */
export function OutlinePreview({ outline }: { outline: Outline }) {
  return (
    <ol className="list-decimal space-y-2 pl-6 marker:text-muted-foreground">
      {outline.chapters.map((chapter, index) => (
        // Titles may repeat; their position is what identifies them here.
        <li key={index} className="pl-1">
          <span className="inline-flex flex-wrap items-center gap-2">
            <span data-part="title">{chapter.title}</span>
            <OutlineSectionTemplate chapter={chapter} />
          </span>
          {chapter.plan?.trim() ? <p className="mt-0.5 text-muted-foreground text-sm leading-snug">{chapter.plan}</p> : null}
        </li>
      ))}
    </ol>
  )
}
