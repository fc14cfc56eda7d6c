import { CirclePlay, X } from 'lucide-react'
import type { DraftJob } from '@core/generation-schemas.ts'
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { cancelClause } from './cancel-cost.ts'

/** An unfinished draft from an earlier visit: carry on with it, or give it up and get back what its written chapters did not use. */
export function ResumeBanner({ job, onResume, onCancel }: { job: DraftJob; onResume: () => void; onCancel: () => void }) {
  const written = job.chapters.filter((c) => c.status === 'done').length
  return (
    <Alert role="region" aria-label="Unfinished draft" className="space-y-3 border-primary/40">
      <CirclePlay aria-hidden="true" />
      <AlertTitle>You have an unfinished draft: {job.title}</AlertTitle>
      <AlertDescription>
        {written} of {job.chapters.length} chapters written. Its {job.creditsHeld} credits are set aside until it is finished;{' '}
        {cancelClause(job.creditsHeld, job.chapters)}.
      </AlertDescription>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onResume}>
          Resume draft
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel draft
        </Button>
      </div>
    </Alert>
  )
}
