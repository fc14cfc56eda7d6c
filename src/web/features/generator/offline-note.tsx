import { Info } from 'lucide-react'

/** Issue §2: say plainly when no AI provider is configured and the built-in writer is at work. */
export function OfflineNote() {
  return (
    <p className="flex gap-2 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>Using the built-in offline writer — no AI provider is configured, so text is written from templates.</span>
    </p>
  )
}
