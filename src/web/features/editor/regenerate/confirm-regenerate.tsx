import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '@web/components/ui/button.tsx'

/** What the confirmation says (issue 30): the edits are kept, and where. */
export const CONFIRM_TEXT = {
  title: 'Replace your edits?',
  description: 'You have changed this chapter by hand since it was written or last regenerated. This replaces its text.',
  history: 'Your edits stay in History: you can restore them there.',
  cancel: 'Keep editing',
} as const

interface ConfirmRegenerateProps {
  /** The chosen action's name, on the button that goes ahead ('Regenerate', 'Make shorter'…). */
  action: string
  onConfirm(): void
  onCancel(): void
}

/** Asked before a regeneration replaces hand-edited text; loaded only when it is needed. */
export function ConfirmRegenerate({ action, onConfirm, onCancel }: ConfirmRegenerateProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border bg-background p-6 shadow-lg"
        >
          <Dialog.Title className="font-semibold text-lg">{CONFIRM_TEXT.title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="space-y-2 text-muted-foreground text-sm">
              <p>{CONFIRM_TEXT.description}</p>
              <p className="font-medium text-foreground">{CONFIRM_TEXT.history}</p>
            </div>
          </Dialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                {CONFIRM_TEXT.cancel}
              </Button>
            </Dialog.Close>
            <Button type="button" onClick={onConfirm}>
              {action}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
