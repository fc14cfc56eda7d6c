import * as Dialog from '@radix-ui/react-dialog'
import { CopyPlus, SquarePen } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { SAVED_OUTLINE_TEXT } from '@core/saved-outlines.ts'
import { Button } from '@web/components/ui/button.tsx'
import type { DraftedProject } from '@web/lib/generator/generator-form.ts'
import { editorPathFor } from '@web/lib/projects/project-format.ts'
import { CreditGate } from '../form/credit-gate.tsx'

export const DRAFT_AGAIN_TEXT = {
  title: 'Draft this outline again?',
  exists: 'A project from this outline already exists:',
  untitled: 'your earlier draft',
  second: 'Drafting again writes a second, separate project from this outline. That project stays as it is.',
} as const

interface Props {
  project: DraftedProject
  busy: boolean
  draftShort: boolean
  onDraftAgain: () => void
}

/**
 * A drafted outline (issue 30, decision 104): 'Open in editor' takes the place of the draft
 * button, and drafting it again is a separate action that asks first, naming the project that
 * exists and linking to it, before anything is charged. Loaded only for a drafted outline.
 */
export function DraftedOutlineActions({ project, busy, draftShort, onDraftAgain }: Props) {
  const [asking, setAsking] = useState(false)
  const editorPath = editorPathFor(project.id)
  const name = project.title.trim() || DRAFT_AGAIN_TEXT.untitled
  return (
    <>
      <Button asChild variant="secondary">
        <Link to={editorPath}>
          <SquarePen aria-hidden="true" />
          {SAVED_OUTLINE_TEXT.openInEditor}
        </Link>
      </Button>
      <CreditGate short={draftShort}>
        <Button type="button" variant="outline" disabled={busy || draftShort} onClick={() => setAsking(true)}>
          <CopyPlus aria-hidden="true" />
          {SAVED_OUTLINE_TEXT.draftAgain}
        </Button>
      </CreditGate>
      {asking ? (
        <Dialog.Root open onOpenChange={(open) => !open && setAsking(false)}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg">
              <Dialog.Title className="font-semibold text-lg leading-snug">{DRAFT_AGAIN_TEXT.title}</Dialog.Title>
              <Dialog.Description asChild>
                <div className="space-y-3 text-sm">
                  <p>
                    {DRAFT_AGAIN_TEXT.exists}{' '}
                    <Link className="font-medium underline underline-offset-4" to={editorPath}>
                      {name}
                    </Link>
                  </p>
                  <p className="text-muted-foreground">{DRAFT_AGAIN_TEXT.second}</p>
                </div>
              </Dialog.Description>
              {/* Cancel first in the page, so it takes the first focus and Enter spends nothing. */}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
                <Dialog.Close asChild>
                  <Button type="button" variant="ghost">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button asChild variant="outline">
                  <Link to={editorPath}>{SAVED_OUTLINE_TEXT.openInEditor}</Link>
                </Button>
                <Button
                  type="button"
                  disabled={busy || draftShort}
                  onClick={() => {
                    setAsking(false)
                    onDraftAgain()
                  }}
                >
                  {SAVED_OUTLINE_TEXT.draftAgain}
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  )
}
