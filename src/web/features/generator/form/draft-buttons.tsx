import { FileText } from 'lucide-react'
import { Suspense, useId, useState } from 'react'
import { Button } from '@web/components/ui/button.tsx'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { CreditGate } from './credit-gate.tsx'
import { DRAFT_BUTTON_TEXT, DraftButton } from './draft-button.tsx'
import { DraftedOutlineActions, preloadStaleOutlineDialog, StaleOutlineDialog } from '../lazy-parts.tsx'
import { isOutlineSendable } from '../outline/outline-edits.ts'
import { MadeForList, staleOutline } from '../outline/stale-outline.tsx'
import { madeForSummary, STALE_TEXT } from '../outline/stale-outline-text.ts'

export interface DraftButtonsProps {
  busy: boolean
  outlineShort: boolean
  draftShort: boolean
  onOutline: () => void
  /** `anyway`: the person confirmed drafting an outline made for an earlier input; `again`: drafting a drafted one (issue 30). */
  onDraft: (anyway: boolean, again?: boolean) => void
}

/**
 * The draft button once an outline exists (docs/product.md#generator): as it is, for an outline
 * made for earlier details (decision 0059), or, for an outline a project was drafted from,
 * 'Open in editor' and the explicit draft-again action (issue 30). Loaded with the first outline.
 */
export function DraftButtons({ busy, outlineShort, draftShort, onOutline, onDraft }: DraftButtonsProps) {
  const form = useGeneratorForm()
  const drafted = form.outline ? form.draftedProject : null
  // Decision 0059: an outline made for an earlier input is never drafted without being asked.
  const stale = drafted ? null : staleOutline(form)
  const [confirming, setConfirming] = useState(false)
  const hintId = useId()

  if (drafted) {
    return (
      <Suspense fallback={<DraftButton disabled />}>
        <DraftedOutlineActions project={drafted} busy={busy} draftShort={draftShort} onDraftAgain={() => onDraft(true, true)} />
      </Suspense>
    )
  }
  return (
    <>
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
          {stale ? STALE_TEXT.draftButton : DRAFT_BUTTON_TEXT}
        </Button>
      </CreditGate>
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
    </>
  )
}
