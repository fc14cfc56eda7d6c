import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { CREDIT_COSTS } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'

/** docs/product.md#generator, word for word. */
const TEXT = {
  title: 'Draft an outline made for earlier details?',
  lead: 'This outline was made for:',
  follows: 'You have changed this since. A draft follows its outline, written for the details above.',
  newOutline: `Generate a new outline (${CREDIT_COSTS.outline} cr)`,
  draftAnyway: `Draft this outline anyway (${CREDIT_COSTS.draft} cr)`,
} as const

interface Props {
  /** What the outline was made for, as the note on the outline lists it (passed in: that code is the home page's). */
  madeFor: ReactNode
  /** Too few credits for an outline: the new outline cannot be offered. */
  outlineShort: boolean
  onClose: () => void
  onNewOutline: () => void
  onDraftAnyway: () => void
}

/**
 * Asked before drafting an outline made for an earlier input (decision 0059): a new outline comes
 * first; drafting this one takes a second, deliberate choice. Loaded only when it opens.
 */
export function StaleOutlineDialog({ madeFor, outlineShort, onClose, onNewOutline, onDraftAnyway }: Props) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="font-semibold text-lg leading-snug">{TEXT.title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="space-y-3 text-sm">
              <p className="text-muted-foreground">{TEXT.lead}</p>
              {madeFor}
              <p className="text-muted-foreground">{TEXT.follows}</p>
            </div>
          </Dialog.Description>
          {/* Cancel first in the page, so it takes the first focus and Enter spends nothing; the new outline shows first. */}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="button" variant="outline" onClick={onDraftAnyway}>
              {TEXT.draftAnyway}
            </Button>
            <Button type="button" disabled={outlineShort} onClick={onNewOutline}>
              {TEXT.newOutline}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
