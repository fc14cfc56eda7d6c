import { CREDIT_COSTS, GENERATION_LIMITS } from '@core/generation.ts'
import type { DraftJob } from '@core/generation-schemas.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { getAccount, userLeft } from '@web/lib/auth/account.ts'
import type { CreditsControl } from '@web/lib/credits/use-credits.ts'
import { refreshCurrentDraft } from '@web/lib/generator/current-draft-api.ts'
import type { GeneratorForm } from '@web/lib/generator/generator-form.ts'
import { generatorBusy, getGeneratorForm, setGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { isOutlineStale } from '@web/lib/generator/outline-input.ts'
import { cancelledText } from './cancel-cost.ts'
import { rememberJobOutline } from './job-outline.ts'
import { beginRun, holdRun, stopRun } from './draft-runner.ts'
import { cancelDraftJob, loadSchemas, startDraftJob } from '../generator-api.ts'
import { GENERATOR_TEXT, toastDraftFailed, toastDraftNeedsCredits } from '../generator-toasts.ts'
import { outlineRequestInput } from '../outline/outline-flow.ts'
import { DRAFT_PROGRESS, PROGRESS_TEXT } from '../progress/progress.ts'

const OUTLINE_PROBLEM = 'Every chapter of the outline needs a title.'
const PLAN_PROBLEM = `A chapter plan can be at most ${GENERATION_LIMITS.chapterPlan} characters.`

/**
 * The brief the draft is written to. An outline made for an earlier input is drafted, once the
 * person confirmed it, with the input it was made for: a book about one topic under another's
 * title is what decision 0059 prevents.
 */
function draftBrief(form: GeneratorForm) {
  if (!isOutlineStale(form) || !form.outlineInput) return outlineRequestInput()
  const { targetAudience, ...rest } = form.outlineInput
  return { ...rest, ...(targetAudience.trim() ? { targetAudience } : {}) }
}

/**
 * docs/product.md#draft-generation: credit check, start the job, then the server writes its chapters at once.
 * `anyway`: the person confirmed drafting an outline made for an earlier input; without it such an
 * outline is never sent (the screen asks first).
 */
export async function generateDraft(credits: CreditsControl, anyway = false, again = false): Promise<void> {
  const form = getGeneratorForm()
  if (!form.outline || generatorBusy()) return
  if (isOutlineStale(form) && !anyway) return
  // Issue 30: an outline a project was drafted from is drafted again only through its dialog.
  if (form.draftedProject && !again) return
  const balance = credits.get()
  if (balance !== null && balance < CREDIT_COSTS.draft) {
    toastDraftNeedsCredits(balance)
    return
  }

  const account = getAccount()
  setGeneratorTab({
    loading: true,
    error: null,
    draftStarting: true,
    progress: { text: PROGRESS_TEXT.draftStart, percent: DRAFT_PROGRESS.start },
  })
  try {
    const schemas = await loadSchemas()
    const saved = form.outlineId ? { outlineId: form.outlineId, ...(again ? { again: true } : {}) } : {}
    const parsed = schemas.draftStartRequestSchema.safeParse({ ...draftBrief(form), outline: form.outline, ...saved })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const outlineProblem = issue?.path.at(-1) === 'plan' ? PLAN_PROBLEM : OUTLINE_PROBLEM
      throw new Error(issue?.path[0] === 'outline' ? outlineProblem : (issue?.message ?? 'Some of the fields are not valid.'))
    }
    const job = await startDraftJob(parsed.data)
    // Its user left this tab meanwhile: the job stays theirs on the server, offered to resume on return.
    if (userLeft(getAccount() ?? null, account)) return
    // The job holds its credits from now on: show the balance the server has left.
    credits.set(job.creditsLeft)
    setGeneratorTab({ draftStarting: false })
    rememberJobOutline(job.jobId, form.outlineId)
    refreshCurrentDraft()
    beginRun(job, credits)
  } catch (error) {
    if (userLeft(getAccount() ?? null, account)) return
    if (errorCode(error) === 'outline_drafted' && form.outlineId) {
      // Drafted already (on another device, in another tab): nothing was charged. Say so, and
      // offer what the screen offers for a drafted outline: open it, or draft again explicitly.
      setGeneratorTab({ draftStarting: false, progress: null, loading: false })
      await markDrafted(form.outlineId)
      toast({ title: 'This outline was drafted already', description: describeError(error).replace(/^\d+: /, '') })
      return
    }
    const message = describeError(error, GENERATOR_TEXT.draftFailedFallback)
    setGeneratorTab({ draftStarting: false, progress: null, loading: false, error: message })
    toastDraftFailed(message, errorCode(error))
  }
}

/** Asks the account which project the outline was drafted into, for 'Open in editor'. */
async function markDrafted(outlineId: string): Promise<void> {
  try {
    const { draftedProjectOf, fetchSavedOutline } = await import('../saved/saved-outline-api.ts')
    const saved = await fetchSavedOutline(outlineId)
    if (getGeneratorForm().outlineId === outlineId) updateGeneratorForm({ draftedProject: draftedProjectOf(saved) })
  } catch {
    // Not known now: the next draft start asks the server again and is refused again, charging nothing.
  }
}

/** 'Resume draft' for a job found on the server (the person left in the middle and came back). */
export function resumeDraft(job: DraftJob, credits: CreditsControl): void {
  if (generatorBusy()) return
  beginRun(job, credits)
}

/**
 * 'Cancel draft': gives the job up on the server, which keeps the credits for the chapters
 * delivered and returns the rest of the hold; the toast says which is which.
 */
export async function cancelDraft(jobId: string, credits: CreditsControl): Promise<void> {
  holdRun(jobId, true)
  try {
    const cancelled = await cancelDraftJob(jobId)
    const { creditsLeft } = cancelled
    const wasRunning = stopRun(jobId)
    credits.set(creditsLeft)
    void credits.refresh()
    refreshCurrentDraft()
    setGeneratorTab((s) => ({
      run: s.run?.jobId === jobId ? null : s.run,
      progress: wasRunning ? null : s.progress,
      resumable: s.resumable?.jobId === jobId ? null : s.resumable,
    }))
    if (wasRunning) setGeneratorTab({ loading: false, error: null })
    toast({ title: 'Draft cancelled', description: cancelledText(cancelled) })
  } catch (error) {
    holdRun(jobId, false)
    toast({
      title: 'Could not cancel the draft',
      description: describeError(error, GENERATOR_TEXT.draftFailedFallback),
      variant: 'destructive',
    })
  }
}
