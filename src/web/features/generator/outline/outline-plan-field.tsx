import { useId } from 'react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import { Textarea } from '@web/components/ui/textarea.tsx'

const LIMIT = GENERATION_LIMITS.chapterPlan

/**
 * A chapter's plan under its title: what the chapter covers, which its chapter prompt follows.
 * The count is the field's description rather than a live region, so a screen reader hears it
 * on focus, not on every keystroke.
 */
export function OutlinePlanField({ number, plan, onChange }: { number: number; plan: string; onChange: (plan: string) => void }) {
  const hint = useId()
  const length = plan.length
  return (
    <div className="space-y-1">
      <Textarea
        data-focus="plan"
        aria-label={`Chapter ${number} plan`}
        aria-describedby={hint}
        rows={2}
        maxLength={LIMIT}
        placeholder="What this chapter covers. Key points: …; …; …"
        // Grows with its text where the browser can (field-sizing); elsewhere two rows that resize.
        className="field-sizing-content min-h-14 resize-y py-1.5 md:text-sm"
        value={plan}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={hint} className="text-right text-muted-foreground text-xs tabular-nums">
        {`${length} of ${LIMIT} characters`}
      </p>
    </div>
  )
}
