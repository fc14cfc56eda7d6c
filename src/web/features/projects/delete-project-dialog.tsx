import * as Dialog from '@radix-ui/react-dialog'
import { Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@web/components/ui/button.tsx'

interface Props {
  title: string
  open: boolean
  deleting: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  /** Called instead of refocusing the Delete button when that button went away with the project. */
  onTriggerGone: () => void
}

/** The Delete button and the confirmation step before a project and its chapter history go for good. */
export function DeleteProjectDialog({ title, open, deleting, onOpenChange, onConfirm, onTriggerGone }: Props) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <Dialog.Trigger asChild>
        <Button ref={triggerRef} type="button" size="sm" variant="ghost" className="px-2 text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {title}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border bg-background p-6 shadow-lg"
          onCloseAutoFocus={(e) => {
            // Radix still calls this after the whole card has unmounted; the ref is null by then.
            if (triggerRef.current?.isConnected) return
            e.preventDefault()
            onTriggerGone()
          }}
        >
          <Dialog.Title className="font-semibold text-lg">Delete this project?</Dialog.Title>
          <Dialog.Description className="break-words text-muted-foreground text-sm">
            “{title}” and its chapter history will be deleted. This cannot be undone.
          </Dialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="button" variant="destructive" disabled={deleting} onClick={onConfirm}>
              {deleting ? 'Deleting...' : 'Delete project'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
