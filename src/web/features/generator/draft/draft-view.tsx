import { CirclePlay, X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { cancelCost } from './cancel-cost.ts'
import { DraftChapter } from './draft-chapter.tsx'
import { continueRun, retryChapter } from './draft-runner.ts'
import type { DraftRun } from '@web/lib/generator/generator-store.ts'

function summary(run: DraftRun): string {
  const written = run.chapters.filter((c) => c.status === 'done').length
  const failed = run.chapters.filter((c) => c.status === 'failed').length
  const text = `${written} of ${run.chapters.length} chapters written`
  return failed > 0 ? `${text}, ${failed} failed. Retrying costs nothing: the draft's credits are already set aside.` : `${text}.`
}

/** Next to 'Cancel draft': what cancelling now keeps (chapters written or being written) and returns. */
function cancelNote(run: DraftRun): string {
  const { spent, returned } = cancelCost(run.creditsHeld, run.chapters)
  if (spent === 0) return `Cancelling now returns all ${returned} credits.`
  return `Cancelling now keeps ${spent} credits for the chapters written or being written${returned > 0 ? ` and returns ${returned}` : ''}.`
}

/** The draft as it is written: every chapter's state, streamed text, retries, and a way out. */
export function DraftView({ run, onCancel }: { run: DraftRun; onCancel: (jobId: string) => void }) {
  const costId = useId()
  const open = run.phase === 'writing' || run.phase === 'stalled'
  return (
    <Card>
      <CardHeader>
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Draft</p>
        <CardTitle>{run.title}</CardTitle>
        <CardDescription>{summary(run)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-2" aria-label="Chapters">
          {run.chapters.map((chapter, index) => (
            <DraftChapter key={index} chapter={chapter} number={index + 1} onRetry={retryChapter} />
          ))}
        </ol>
      </CardContent>
      {open ? (
        <CardFooter className="flex-wrap gap-2">
          {run.phase === 'stalled' ? (
            <Button type="button" size="sm" onClick={continueRun}>
              <CirclePlay aria-hidden="true" />
              Resume draft
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="ghost" aria-describedby={costId} onClick={() => onCancel(run.jobId)}>
            <X aria-hidden="true" />
            Cancel draft
          </Button>
          <p id={costId} className="basis-full text-muted-foreground text-xs">
            {cancelNote(run)}
          </p>
        </CardFooter>
      ) : null}
    </Card>
  )
}
