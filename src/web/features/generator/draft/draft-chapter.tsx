import { RotateCcw } from 'lucide-react'
import { memo, useEffect, useId, useRef } from 'react'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import type { ChapterRun } from '@web/lib/generator/generator-store.ts'

const STATUS_LABEL = { pending: 'Waiting', writing: 'Writing…', done: 'Written', failed: 'Failed' } as const

/** The chapter's text without its '## title' line, as it streams in. */
const body = (content: string) => content.replace(/^##[^\n]*\n+/, '')
/** A plain-text taste of a written chapter: no heading line, no Markdown marks. */
const excerpt = (content: string) =>
  body(content)
    .replace(/^\s*(#+|[-*+]\s+\[[ x]\]|[-*+]|\d+\.|>|\|)\s*/gm, '')
    .replace(/[*_`|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)

/** One chapter of the draft: its state, the text as it streams in, or its error with a retry. */
export const DraftChapter = memo(function DraftChapter({
  chapter,
  number,
  onRetry,
}: {
  chapter: ChapterRun
  number: number
  onRetry: (index: number) => void
}) {
  const titleId = useId()
  const live = useRef<HTMLDivElement>(null)
  // Keep the newest streamed words in view.
  useEffect(() => {
    if (live.current) live.current.scrollTop = live.current.scrollHeight
  }, [chapter.live])

  return (
    <li className="space-y-2 rounded-md border p-3" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <p id={titleId} className="font-medium text-sm">
          {number}. {chapter.title}
        </p>
        <Badge
          variant={chapter.status === 'failed' ? 'destructive' : chapter.status === 'done' ? 'secondary' : 'outline'}
          className="shrink-0"
        >
          {STATUS_LABEL[chapter.status]}
        </Badge>
      </div>
      {/* Every chapter streams at once: on a phone each shows its newest few lines, so the list stays short. */}
      {chapter.status === 'writing' && chapter.live ? (
        <div
          ref={live}
          aria-busy="true"
          className="max-h-32 overflow-y-auto whitespace-pre-wrap rounded bg-muted p-3 text-sm leading-relaxed sm:max-h-56"
        >
          {body(chapter.live)}
        </div>
      ) : null}
      {chapter.status === 'done' && chapter.content ? (
        <p className="line-clamp-2 text-muted-foreground text-sm">{excerpt(chapter.content)}</p>
      ) : null}
      {chapter.status === 'failed' ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-destructive text-sm">{chapter.error}</p>
          <Button type="button" size="sm" variant="outline" aria-describedby={titleId} onClick={() => onRetry(number - 1)}>
            <RotateCcw aria-hidden="true" />
            Retry chapter
          </Button>
        </div>
      ) : null}
    </li>
  )
})
