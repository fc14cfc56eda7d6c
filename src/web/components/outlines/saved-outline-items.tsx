import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FolderOpen, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { SavedOutlineSummary } from '@core/saved-outlines.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import {
  deleteSavedOutline,
  generatorPathForOutline,
  NOT_DRAFTED_LABEL,
  notDraftedOutlinesQueryKey,
} from '@web/lib/outlines/saved-outlines-api.ts'
import { chapterCountLabel, productTypeLabel, updatedLabel } from '@web/lib/projects/project-format.ts'

/**
 * An outline kept on the account that no project was drafted from yet (issue 30), as the
 * dashboard's Recent Projects and the Projects screen list it: 'Outline — not drafted', its
 * title, type, chapter count and date; it opens in the generator, and can be deleted after a
 * confirmation. Shared by both screens, hence here rather than in either feature.
 */
interface Props {
  userId: string
  outline: SavedOutlineSummary
  /** Where focus goes once the item (and its Delete button) is gone. */
  onGone?: () => void
}

const titleOf = (outline: SavedOutlineSummary) => outline.title.trim() || 'Untitled outline'

function useDeleteOutline(userId: string, outline: SavedOutlineSummary) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteSavedOutline(outline.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notDraftedOutlinesQueryKey(userId) })
      toast({ title: 'Outline deleted', description: `“${titleOf(outline)}” has been deleted.` })
    },
    onError: (error) => toast({ title: 'Could not delete the outline', description: errorMessage(error), variant: 'destructive' }),
  })
}

/** The Delete button and its confirmation: the outline was paid for, so it never goes on one click. */
function DeleteOutline({ userId, outline, onGone, compact }: Props & { compact?: boolean }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteOutline(userId, outline)
  const title = titleOf(outline)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={`Delete outline ${title}`}
          className={
            compact ? 'size-8 shrink-0 p-0 text-destructive hover:text-destructive' : 'px-2 text-destructive hover:text-destructive'
          }
        >
          <Trash2 aria-hidden="true" />
          {compact ? null : 'Delete'}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border bg-background p-6 shadow-lg"
          onCloseAutoFocus={(e) => {
            if (!remove.isSuccess) return
            e.preventDefault()
            onGone?.()
          }}
        >
          <Dialog.Title className="font-semibold text-lg">Delete this outline?</Dialog.Title>
          <Dialog.Description className="break-words text-muted-foreground text-sm">
            “{title}” will be deleted from your account, and the credits it cost are not refunded. This cannot be undone.
          </Dialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              // Closed either way: a failure is told in a toast, which an open modal would hide from screen readers.
              onClick={() => remove.mutate(undefined, { onSettled: () => setOpen(false) })}
            >
              {remove.isPending ? 'Deleting...' : 'Delete outline'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Facts({ outline }: { outline: SavedOutlineSummary }) {
  return (
    <>
      {productTypeLabel(outline.productType)} · {chapterCountLabel(outline.chapterCount)} ·{' '}
      <time dateTime={outline.updatedAt}>{updatedLabel(outline.updatedAt)}</time>
    </>
  )
}

/** A row of the dashboard's Recent Projects list. */
export function SavedOutlineListItem({ userId, outline, onGone }: Props) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <Badge variant="outline" className="mb-1 border-amber-500/60 text-amber-800 dark:text-amber-300">
          {NOT_DRAFTED_LABEL}
        </Badge>
        <Link to={generatorPathForOutline(outline.id)} className="block break-words font-medium hover:underline">
          {titleOf(outline)}
        </Link>
        <p className="text-muted-foreground text-xs">
          <Facts outline={outline} />
        </p>
      </div>
      <DeleteOutline userId={userId} outline={outline} compact {...(onGone ? { onGone } : {})} />
    </div>
  )
}

/** A card of the Projects screen's grid, beside the projects' own. */
export function SavedOutlineCard({ userId, outline, onGone }: Props) {
  const titleId = useId()
  const title = titleOf(outline)
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-dashed bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
        <Badge variant="outline" className="border-amber-500/60 text-amber-800 dark:text-amber-300">
          {NOT_DRAFTED_LABEL}
        </Badge>
        <span>{chapterCountLabel(outline.chapterCount)}</span>
      </div>
      <h2 id={titleId} className="break-words font-semibold text-lg leading-snug">
        {title}
      </h2>
      <p className="text-muted-foreground text-xs">
        <Facts outline={outline} />
      </p>
      <div className="mt-auto grid grid-cols-3 gap-1 border-t pt-3">
        <Button asChild size="sm" className="col-span-2">
          <Link to={generatorPathForOutline(outline.id)} aria-label={`Open outline ${title}`}>
            <FolderOpen aria-hidden="true" />
            Open outline
          </Link>
        </Button>
        <DeleteOutline userId={userId} outline={outline} {...(onGone ? { onGone } : {})} />
      </div>
    </article>
  )
}
