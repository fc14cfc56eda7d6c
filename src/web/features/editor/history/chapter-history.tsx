import { Suspense, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { History, X } from 'lucide-react'
import { Button } from '@web/components/ui/button.tsx'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'
import { LazyHistoryBody, preloadHistory } from '../lazy-parts.tsx'

export interface ChapterHistoryProps {
  projectId: string
  chapter: ProjectChapter
  edits: ChapterEdits
}

const HISTORY_LOADING = 'Loading history…'

/** The selected chapter's earlier versions, compared with the current text, restorable. */
export function ChapterHistory({ projectId, chapter, edits }: ChapterHistoryProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" size="sm" onPointerEnter={preloadHistory} onFocus={preloadHistory}>
          <History aria-hidden="true" />
          History
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-4 shadow-lg sm:p-6">
          <div className="space-y-1 pr-8">
            <Dialog.Title className="font-semibold text-lg leading-tight">Chapter history</Dialog.Title>
            <Dialog.Description className="break-words text-muted-foreground text-sm">
              Earlier versions of “{chapter.title || 'Untitled chapter'}”. Pick one to compare it with the current text.
            </Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" size="icon" className="absolute top-2 right-2" aria-label="Close">
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
          {open ? (
            <Suspense fallback={<p className="text-muted-foreground text-sm">{HISTORY_LOADING}</p>}>
              <LazyHistoryBody projectId={projectId} chapter={chapter} edits={edits} onRestored={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
