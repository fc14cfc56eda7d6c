import { ListTree, WandSparkles } from 'lucide-react'
import { Suspense } from 'react'
import { CREDIT_COSTS } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'
import { updateGeneratorForm, useGeneratorBusy, useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { CreditGate } from './credit-gate.tsx'
import { DraftButton } from './draft-button.tsx'
import { DraftButtons, preloadGeneration } from '../lazy-parts.tsx'

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
  /** `anyway`: the person confirmed drafting an outline made for an earlier input; `again`: drafting a drafted one (issue 30). */
  onDraft: (anyway: boolean, again?: boolean) => void
}

/** docs/product.md#generator: the three buttons, their costs, and when each is disabled. */
export function GeneratorButtons({ balance, onOutline, onDraft }: Props) {
  const form = useGeneratorForm()
  const busy = useGeneratorBusy()
  const outlineShort = balance !== null && balance < CREDIT_COSTS.outline
  const draftShort = balance !== null && balance < CREDIT_COSTS.draft

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
      {form.outline ? (
        <Suspense fallback={<DraftButton disabled />}>
          <DraftButtons busy={busy} outlineShort={outlineShort} draftShort={draftShort} onOutline={onOutline} onDraft={onDraft} />
        </Suspense>
      ) : (
        // No outline, nothing to draft: the button as the draft buttons show it, without their code.
        <CreditGate short={draftShort}>
          <DraftButton disabled />
        </CreditGate>
      )}
      {/* Issue 30: a visible prompt beside the cost, not only the tooltip. The draft costs more, so it is short
          whenever the outline is: one link per row. A plain anchor to the prerendered page: no import on the home page. */}
      {draftShort ? (
        <a href="/pricing" className="self-center font-semibold text-primary text-sm underline underline-offset-2">
          Buy credits
        </a>
      ) : null}
    </div>
  )
}
