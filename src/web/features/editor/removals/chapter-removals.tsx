import { useId } from 'react'
import type { ProjectChapter } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { removalExcerpt, removalLabel } from './removal-edits.ts'

export const REMOVALS_TEXT = {
  title: (n: number) => (n === 1 ? 'Text taken out of this chapter' : `Text taken out of this chapter (${n})`),
  description: 'The AI took this text out of the chapter. Restore anything that belongs to your book; dismiss the rest.',
  restore: 'Restore',
  dismiss: 'Dismiss',
} as const

export interface ChapterRemovalsProps {
  chapter: ProjectChapter
  disabled?: boolean
  onRestore(removalId: string): void
  onDismiss(removalId: string): void
}

/**
 * The selected chapter's removals (decision 79): one line each, "Removed as chatter: “first
 * words…”", with Restore (the text goes back where it stood, keeping a version) and Dismiss.
 * Nothing shows when there are none.
 */
export function ChapterRemovals({ chapter, disabled = false, onRestore, onDismiss }: ChapterRemovalsProps) {
  const id = useId()
  const removals = chapter.removals ?? []
  if (removals.length === 0) return null
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-md border border-dashed bg-muted/40 p-3 text-sm">
      <div className="space-y-0.5">
        <h3 id={`${id}-title`} className="font-medium">
          {REMOVALS_TEXT.title(removals.length)}
        </h3>
        <p className="text-muted-foreground text-xs">{REMOVALS_TEXT.description}</p>
      </div>
      <ul className="space-y-2">
        {removals.map((removal) => {
          const what = `${removalLabel(removal)}: “${removalExcerpt(removal.text)}”`
          return (
            <li key={removal.id} className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 flex-1 basis-48 break-words" title={removal.text.trim()}>
                {what}
              </p>
              <div className="flex shrink-0 gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  // The visible word first (label in name), then which text: every line has both buttons.
                  aria-label={`${REMOVALS_TEXT.restore}: ${what}`}
                  onClick={() => onRestore(removal.id)}
                >
                  {REMOVALS_TEXT.restore}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-label={`${REMOVALS_TEXT.dismiss}: ${what}`}
                  onClick={() => onDismiss(removal.id)}
                >
                  {REMOVALS_TEXT.dismiss}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
