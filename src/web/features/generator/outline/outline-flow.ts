import { CREDIT_COSTS } from '@core/generation.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { getAccount, userLeft } from '@web/lib/auth/account.ts'
import type { CreditsControl } from '@web/lib/credits/use-credits.ts'
import { generatorBusy, getGeneratorForm, setGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { outlineInputOf } from '@web/lib/generator/outline-input.ts'
import { loadSchemas, requestOutline } from '../generator-api.ts'
import { toastOutlineDone, toastOutlineFailed } from '../generator-toasts.ts'
import { resetOutlineSave } from '../saved/outline-saver.ts'
import { nextOutlinePercent, OUTLINE_PROGRESS, OUTLINE_SETTLE_MS, PROGRESS_TEXT } from '../progress/progress.ts'

/** The outline request; the audience is sent only when non-empty (docs/product.md#outline-generation). */
export function outlineRequestInput() {
  const { topic, productType, tone, targetAudience } = getGeneratorForm()
  return { topic, productType, tone, ...(targetAudience.trim() ? { targetAudience } : {}) }
}

/** docs/product.md#outline-generation, from the button press to the toast. */
export async function generateOutline(credits: CreditsControl): Promise<void> {
  if (generatorBusy()) return
  const schemas = await loadSchemas()
  const parsed = schemas.outlineRequestSchema.safeParse(outlineRequestInput())
  if (!parsed.success) {
    // The fields' own limits leave an empty topic as the only likely problem.
    if (!getGeneratorForm().topic.trim()) toast({ ...schemas.TOPIC_REQUIRED, variant: 'destructive' })
    else toastOutlineFailed(parsed.error.issues[0]?.message ?? 'Some of the fields are not valid.')
    return
  }

  const account = getAccount()
  // What this outline is made for, as sent: typing while it is written must mark it, not move it (decision 0059).
  const madeFor = outlineInputOf({ ...parsed.data, targetAudience: parsed.data.targetAudience ?? '' })
  setGeneratorTab({
    loading: true,
    error: null,
    outlinePending: true,
    progress: { text: PROGRESS_TEXT.outline, percent: OUTLINE_PROGRESS.start },
  })
  const ticker = setInterval(() => {
    setGeneratorTab((s) =>
      s.progress && s.outlinePending ? { progress: { ...s.progress, percent: nextOutlinePercent(s.progress.percent) } } : {},
    )
  }, OUTLINE_PROGRESS.intervalMs)

  try {
    const { outline, creditsSpent, creditsLeft, outlineId } = await requestOutline(parsed.data)
    clearInterval(ticker)
    // Answered after its user left this tab (signed out, or another signed in): not the next one's.
    if (userLeft(getAccount() ?? null, account)) return
    setGeneratorTab({ outlinePending: false, error: null, progress: { text: PROGRESS_TEXT.outlineDone, percent: OUTLINE_PROGRESS.done } })
    // Kept on the account from now on (issue 30): edits save to it, and a draft names it.
    resetOutlineSave()
    updateGeneratorForm({
      outline,
      outlineInput: madeFor,
      title: outline.title,
      description: outline.description,
      outlineId: outlineId ?? null,
      draftedProject: null,
    })
    const spent = creditsSpent ?? CREDIT_COSTS.outline
    toastOutlineDone(spent, credits.spend(spent, creditsLeft))
    setTimeout(() => {
      setGeneratorTab((s) => ({ loading: false, ...(s.outlinePending ? {} : { progress: null }) }))
    }, OUTLINE_SETTLE_MS)
  } catch (error) {
    clearInterval(ticker)
    if (userLeft(getAccount() ?? null, account)) return
    const message = describeError(error, 'Something went wrong. Please try again.')
    setGeneratorTab({ outlinePending: false, progress: null, loading: false, error: message })
    toastOutlineFailed(message, errorCode(error))
  }
}
