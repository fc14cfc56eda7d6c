import { Suspense } from 'react'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { EmptyResult } from './empty-result.tsx'
import { GenerationProgress } from './progress/generation-progress.tsx'
import { GeneratorError } from './generator-error.tsx'
import { DraftView, OutlineView, ResumeBanner } from './lazy-parts.tsx'
import { OutlineSkeleton } from './outline/outline-skeleton.tsx'
import { isDraftActive, useSession } from './state/session-store.ts'
import type { GeneratorController } from './use-generator-controller.ts'

/** The right side: an unfinished draft to resume, progress, errors, then the outline or the draft. */
export function ResultArea({ controller }: { controller: GeneratorController }) {
  const form = useGeneratorForm()
  const run = useSession((s) => s.run)
  const resumable = useSession((s) => s.resumable)
  const outlinePending = useSession((s) => s.outlinePending)
  const draftActive = useSession(isDraftActive)

  return (
    <section aria-label="Outline and draft" className="space-y-4">
      {resumable && !run ? (
        <Suspense fallback={null}>
          <ResumeBanner
            job={resumable}
            onResume={() => void controller.resume(resumable)}
            onCancel={() => void controller.cancel(resumable.jobId)}
          />
        </Suspense>
      ) : null}
      <GenerationProgress />
      {form.error ? <GeneratorError message={form.error} /> : null}
      {run ? (
        <Suspense fallback={null}>
          <DraftView run={run} onCancel={(jobId) => void controller.cancel(jobId)} />
        </Suspense>
      ) : outlinePending ? (
        <OutlineSkeleton />
      ) : form.outline ? (
        <Suspense fallback={<OutlineSkeleton />}>
          <OutlineView
            outline={form.outline}
            // 'Open in editor' names the drafted outline's project (issue 30); the last draft's link is for the others.
            hasDraft={form.draft !== null && Boolean(form.projectId) && !form.draftedProject}
            busy={form.loading || draftActive}
            saved={form.outlineId !== null}
          />
        </Suspense>
      ) : (
        <EmptyResult />
      )}
    </section>
  )
}
