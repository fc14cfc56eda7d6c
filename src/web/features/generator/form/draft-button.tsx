import { FileText } from 'lucide-react'
import { CREDIT_COSTS } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'

export const DRAFT_BUTTON_TEXT = `Generate full draft (${CREDIT_COSTS.draft} cr)`

/** The draft button with nothing to draft yet (no outline), or while the outline's buttons load. */
export function DraftButton({ disabled }: { disabled: true }) {
  return (
    <Button type="button" variant="secondary" disabled={disabled}>
      <FileText aria-hidden="true" />
      {DRAFT_BUTTON_TEXT}
    </Button>
  )
}
