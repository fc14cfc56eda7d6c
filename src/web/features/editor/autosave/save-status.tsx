import { CircleAlert, CloudCheck, CloudOff, LoaderCircle } from 'lucide-react'
import { Button } from '@web/components/ui/button.tsx'
import type { SaveStatus } from './save-queue.ts'

export const SAVE_TEXT = {
  saving: 'Saving…',
  saved: 'All changes saved',
  offline: 'Offline — retrying…',
  retrying: 'Could not save — retrying…',
  failed: 'Changes not saved',
  retry: 'Retry now',
} as const

/** The visible saved state (decision 0020), announced politely; Retry when saving has stopped or waits. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry(): void }) {
  const retryButton = (
    <Button type="button" variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
      {SAVE_TEXT.retry}
    </Button>
  )
  return (
    <div className="flex min-h-7 flex-wrap items-center gap-2 text-sm" data-save-state={status.state}>
      <p role="status" className="flex items-center gap-1.5">
        {status.state === 'saving' ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-muted-foreground" />
            <span className="text-muted-foreground">{SAVE_TEXT.saving}</span>
          </>
        ) : status.state === 'saved' ? (
          <>
            <CloudCheck aria-hidden="true" className="size-4 text-success" />
            <span className="text-muted-foreground">{SAVE_TEXT.saved}</span>
          </>
        ) : status.state === 'retrying' ? (
          <>
            <CloudOff aria-hidden="true" className="size-4 text-destructive" />
            <span className="text-destructive">{status.offline ? SAVE_TEXT.offline : SAVE_TEXT.retrying}</span>
          </>
        ) : (
          <>
            <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
            <span className="text-destructive">
              {SAVE_TEXT.failed}: {status.message}
            </span>
          </>
        )}
      </p>
      {status.state === 'retrying' || status.state === 'failed' ? retryButton : null}
    </div>
  )
}
