import { FileText, ListTree, WandSparkles } from 'lucide-react'
import { CREDIT_COSTS } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'
import { updateGeneratorForm, useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { CreditGate } from './credit-gate.tsx'
import { preloadGeneration } from './lazy-parts.tsx'
import { isOutlineSendable } from './outline-edits.ts'
import { isDraftActive, useSession } from './session-store.ts'

/** 'Use sample' (docs/product.md#generator): a worked example to try the generator with. */
export const SAMPLE = {
  topic: 'Strength and mobility training for golfers over 40',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: 'Weekend golfers over 40 who want more distance without back pain',
} as const

/** docs/product.md#generator: the three buttons, their costs, and when each is disabled. */
export function GeneratorButtons({ balance, onDraft }: { balance: number | null; onDraft: () => void }) {
  const form = useGeneratorForm()
  const busy = useSession(isDraftActive) || form.loading
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
      <CreditGate short={draftShort}>
        <Button type="button" variant="secondary" disabled={!isOutlineSendable(form.outline) || busy || draftShort} onClick={onDraft}>
          <FileText aria-hidden="true" />
          {`Generate full draft (${CREDIT_COSTS.draft} cr)`}
        </Button>
      </CreditGate>
    </div>
  )
}
