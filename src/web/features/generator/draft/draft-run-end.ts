import type { CreditsControl } from '@web/lib/credits/use-credits.ts'
import { refreshCurrentDraft } from '@web/lib/generator/current-draft-api.ts'
import { finishDraftJob } from '../generator-api.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { editorPathFor } from '@web/lib/projects/project-format.ts'
import { outlineOfJob } from './job-outline.ts'
import { GENERATOR_TEXT, toastDraftDone, toastDraftFailed } from '../generator-toasts.ts'
import { DRAFT_PROGRESS, EDITOR_REDIRECT_MS, PROGRESS_TEXT } from '../progress/progress.ts'
import {
  type DraftRun,
  getGeneratorForm,
  getGeneratorTab,
  setGeneratorTab,
  updateGeneratorForm,
  updateRun,
} from '@web/lib/generator/generator-store.ts'
import { navigateFromGenerator } from './generator-navigator.ts'

/** Nothing is out any more and some chapter failed: the draft waits for Retry chapter or Resume. */
export function stallRun(): void {
  const run = getGeneratorTab().run
  const index = run?.chapters.findIndex((c) => c.status === 'failed') ?? -1
  const failed = run?.chapters[index]
  const message = failed
    ? `Chapter ${index + 1} could not be written: ${failed.error ?? 'unknown error'}`
    : GENERATOR_TEXT.draftFailedFallback
  updateRun(() => ({ phase: 'stalled' }))
  // Nothing is being written any more: a progress text still naming a chapter would say otherwise.
  setGeneratorTab({ progress: null, loading: false, error: message })
  toastDraftFailed(message, failed?.code)
}

/**
 * Every chapter is written: finish the job (the server charges the hold), show the success state
 * for a second, then open the editor. `live` says the run is still this tab's current one;
 * `leave` lets go of it (false when another run replaced it meanwhile).
 */
export async function finishRun(
  ctx: { jobId: string; credits: CreditsControl },
  run: { live(): boolean; leave(): boolean },
): Promise<void> {
  const draftRun = getGeneratorTab().run as DraftRun
  updateRun(() => ({ phase: 'finishing' }))
  setGeneratorTab({ loading: true, error: null, progress: { text: PROGRESS_TEXT.finalizing, percent: DRAFT_PROGRESS.finalizing } })
  const chapters = draftRun.chapters.map((c) => ({ title: c.title, content: c.content ?? '' }))
  try {
    const { creditsSpent, creditsLeft, projectId } = await finishDraftJob(ctx.jobId, chapters.map((c) => c.content).join('\n\n'))
    if (!run.live()) return
    const draft = { title: draftRun.title, description: draftRun.description, chapters }
    // A draft of the saved outline on screen: from now on the generator offers to open it (issue 30).
    const outlineId = outlineOfJob(ctx.jobId)
    const drafted =
      outlineId && getGeneratorForm().outlineId === outlineId ? { draftedProject: { id: projectId, title: draftRun.title } } : {}
    updateGeneratorForm({ draft, currentChapterIndex: 0, projectId, ...drafted })
    updateRun(() => ({ phase: 'finished' }))
    refreshCurrentDraft()
    setGeneratorTab({ progress: { text: PROGRESS_TEXT.draftDone, percent: DRAFT_PROGRESS.done } })
    toastDraftDone(creditsSpent, ctx.credits.spend(creditsSpent, creditsLeft))
    setTimeout(() => {
      if (!run.leave()) return
      setGeneratorTab({ run: null, progress: null, loading: false })
      navigateFromGenerator(editorPathFor(projectId))
    }, EDITOR_REDIRECT_MS)
  } catch (error) {
    if (!run.live()) return
    const message = describeError(error, GENERATOR_TEXT.draftFailedFallback)
    updateRun(() => ({ phase: 'stalled' }))
    setGeneratorTab({ progress: null, loading: false, error: message })
    toastDraftFailed(message, errorCode(error))
  }
}
