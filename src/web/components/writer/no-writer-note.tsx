import { CircleOff } from 'lucide-react'

/**
 * Decision 36: a production server with no AI provider refuses to write (503 ai_not_configured);
 * the page says so up front rather than only after a press of a button.
 */
export function NoWriterNote({ cannot }: { cannot: string }) {
  return (
    <div
      role="note"
      aria-label="Writing unavailable"
      className="flex gap-2 rounded-md border bg-muted px-3 py-2 text-muted-foreground text-sm"
    >
      <CircleOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold text-foreground">Writing is not available yet.</strong> This server has no AI provider configured,
        so {cannot} until it does.
      </p>
    </div>
  )
}
