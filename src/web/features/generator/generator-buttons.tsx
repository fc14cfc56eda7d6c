import { FileText, ListTree, WandSparkles } from 'lucide-react'
import { Suspense, useId, useState } from 'react'
import { CREDIT_COSTS } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'
import { updateGeneratorForm, useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { CreditGate } from './credit-gate.tsx'
import { preloadGeneration, preloadStaleOutlineDialog, StaleOutlineDialog } from './lazy-parts.tsx'
import { isOutlineSendable } from './outline-edits.ts'
import { isDraftActive, useSession } from './session-store.ts'
import { MadeForList, staleOutline } from './stale-outline.tsx'
import { madeForSummary, STALE_TEXT } from './stale-outline-text.ts'

/** 'Use sample' (docs/product.md#generator): a worked example to try the generator with. */
export const SAMPLE = {
  topic: 'Strength and mobility training for golfers over 40',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: 'Weekend golfers over 40 who want more distance without back pain',
} as const

interface Props {
  balance: number | null
  onOutline: () => void
  /** `anyway`: the person confirmed drafting an outline made for an earlier input. */
  onDraft: (anyway: boolean) => void
}

/** docs/product.md#generator: the three buttons, their costs, and when each is disabled. */
export function GeneratorButtons({ balance, onOutline, onDraft }: Props) {
  const form = useGeneratorForm()
  const busy = useSession(isDraftActive) || form.loading
  const outlineShort = balance !== null && balance < CREDIT_COSTS.outline
  const draftShort = balance !== null && balance < CREDIT_COSTS.draft
  // Decision 0059: an outline made for an earlier input is never drafted without being asked.
  const stale = staleOutline(form)
  const [confirming, setConfirming] = useState(false)
  const hintId = useId()

  return (
    // Pointer over or focus on any of the buttons: fetch the code a press will need.
    <div className="flex flex-wrap gap-2" onPointerEnter={preloadGeneration} onFocus={preloadGeneration}>
      <Button type="button" variant="outline" onClick={() => updateGeneratorForm(SAMPLE)}>
        <WandSparkles aria-hidden="true" />
        Use sample
      </Button>
      <CreditGate short={outlineShort}>
        {/* The form's submit button, so Enter in the topic field generates too. */}
        <Button type="submit" disabled={form.topic === '' || busy || outlineShort}>
          <ListTree aria-hidden="true" />
          {`${form.outline ? 'Regenerate' : 'Generate'} outline (${CREDIT_COSTS.outline} cr)`}
        </Button>
      </CreditGate>
      <CreditGate short={draftShort}>
        <Button
          type="button"
          variant="secondary"
          disabled={!isOutlineSendable(form.outline) || busy || draftShort}
          aria-describedby={stale ? hintId : undefined}
          onPointerEnter={stale ? preloadStaleOutlineDialog : undefined}
          onFocus={stale ? preloadStaleOutlineDialog : undefined}
          onClick={() => (stale ? setConfirming(true) : onDraft(false))}
        >
          <FileText aria-hidden="true" />
          {stale ? STALE_TEXT.draftButton : `Generate full draft (${CREDIT_COSTS.draft} cr)`}
        </Button>
      </CreditGate>
      {/* Issue 30: a visible prompt beside the cost, not only the tooltip. The draft costs more, so it is short
          whenever the outline is: one link per row. A plain anchor to the prerendered page: no import on the home page. */}
      {draftShort ? (
        <a href="/pricing" className="self-center font-semibold text-primary text-sm underline underline-offset-2">
          Buy credits
        </a>
      ) : null}
      {stale ? (
        <p id={hintId} className="basis-full text-amber-800 text-sm dark:text-amber-300">
          {madeForSummary(stale.madeFor, stale.changed)}
        </p>
      ) : null}
      {confirming && stale ? (
        <Suspense fallback={null}>
          <StaleOutlineDialog
            madeFor={<MadeForList stale={stale} />}
            outlineShort={outlineShort}
            onClose={() => setConfirming(false)}
            onNewOutline={() => {
              setConfirming(false)
              onOutline()
            }}
            onDraftAnyway={() => {
              setConfirming(false)
              onDraft(true)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
