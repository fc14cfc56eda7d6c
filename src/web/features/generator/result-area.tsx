import { Suspense } from 'react'
import { useGeneratorBusy, useGeneratorForm, useGeneratorTab } from '@web/lib/generator/generator-store.ts'
import { EmptyResult } from './empty-result.tsx'
import { GeneratorError } from './generator-error.tsx'
import { DraftView, GenerationProgress, OutlineView, ResumeBanner } from './lazy-parts.tsx'
import { OutlineSkeleton } from './outline/outline-skeleton.tsx'
import type { GeneratorController } from './use-generator-controller.ts'

/** The right side: an unfinished draft to resume, progress, errors, then the outline or the draft. */
export function ResultArea({ controller }: { controller: GeneratorController }) {
  const form = useGeneratorForm()
  const run = useGeneratorTab((s) => s.run)
  const resumable = useGeneratorTab((s) => s.resumable)
  const outlinePending = useGeneratorTab((s) => s.outlinePending)
  const error = useGeneratorTab((s) => s.error)
  const running = useGeneratorTab((s) => s.progress !== null)
  const busy = useGeneratorBusy()

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
      {running ? (
        <Suspense fallback={null}>
          <GenerationProgress />
        </Suspense>
      ) : null}
      {error ? <GeneratorError message={error} /> : null}
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
            busy={busy}
            saved={form.outlineId !== null}
          />
        </Suspense>
      ) : (
        <EmptyResult />
      )}
    </section>
  )
}
