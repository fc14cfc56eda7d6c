import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { Button } from '@web/components/ui/button.tsx'

interface ConfirmDialogProps {
  /** The button that opens it (rendered as the dialog's trigger). */
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  busyLabel: string
  busy: boolean
  open: boolean
  onOpenChange(open: boolean): void
  onConfirm(): void
}

/** The one confirmation step before something that cannot be taken back: unpublish, refund, erase, cancel. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  open,
  onOpenChange,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="font-semibold text-lg">{title}</Dialog.Title>
          <Dialog.Description className="break-words text-muted-foreground text-sm">{description}</Dialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Keep it
              </Button>
            </Dialog.Close>
            <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
