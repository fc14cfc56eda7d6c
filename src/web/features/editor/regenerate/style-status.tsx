import { LoaderCircle } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Progress } from '@web/components/ui/progress.tsx'
import type { StyleOutcome, StyleProgress } from './style-run.ts'
import { STYLE_TEXT, stoppedText } from './style-toasts.tsx'

/** 'Rewriting chapter 2/5: Title', or the wait a rate limit imposed before trying that chapter again. */
export function progressText(progress: StyleProgress | null): string {
  if (!progress) return 'Starting...'
  const which = `${progress.index + 1}/${progress.total}`
  return progress.waitSeconds === undefined
    ? `Rewriting chapter ${which}: ${progress.title}`
    : `Rate limit reached: trying chapter ${which} again in ${progress.waitSeconds} s`
}

interface ProgressProps {
  progress: StyleProgress | null
  cancelling: boolean
  onCancel(): void
}

export function StyleProgressView({ progress, cancelling, onCancel }: ProgressProps) {
  const pct = progress ? Math.round((progress.index / progress.total) * 100) : 0
  return (
    <div className="space-y-2">
      <Progress value={pct} aria-label="Regenerate Style progress" className="h-2" />
      <p role="status" className="flex items-start gap-2 text-muted-foreground text-xs">
        <LoaderCircle aria-hidden="true" className="mt-px size-3.5 shrink-0 animate-spin" />
        <span className="min-w-0 break-words">{progressText(progress)}</span>
      </p>
      <Button type="button" variant="outline" size="sm" className="w-full" disabled={cancelling} onClick={onCancel}>
        {cancelling ? 'Stopping after this chapter...' : 'Cancel'}
      </Button>
    </div>
  )
}

interface StoppedProps {
  outcome: Exclude<StyleOutcome, { kind: 'done' }>
  total: number
  rewritten: number
  onContinue(): void
}

/** A run that stopped (Cancel or a failed chapter) keeps what it did and can pick up where it left off. */
export function StyleStopped({ outcome, total, rewritten, onContinue }: StoppedProps) {
  const failed = outcome.kind === 'failed'
  return (
    <Alert variant={failed ? 'destructive' : 'default'} role={failed ? 'alert' : 'status'} className="p-3">
      <AlertTitle className="text-sm">{STYLE_TEXT.stopped}</AlertTitle>
      <AlertDescription className="space-y-2 text-xs">
        <p className="break-words">{stoppedText(outcome, total, rewritten)}</p>
        <Button type="button" size="sm" variant="outline" className="w-full text-foreground" onClick={onContinue}>
          Continue from chapter {outcome.next + 1}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
