import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@web/components/ui/button.tsx'

/** A full-width submit button that swaps its label for a spinner and `busyLabel` while busy. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
