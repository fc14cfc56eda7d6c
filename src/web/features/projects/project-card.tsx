import { Copy, FolderOpen, LoaderCircle, Pencil, Rocket, Store } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ProjectSummary } from '@core/project-schemas.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { chapterCountLabel, editorPathFor, launchPathFor, productTypeLabel, updatedLabel } from '@web/lib/projects/project-format.ts'
import { sellPathFor } from '@web/lib/selling-paths.ts'
import { DeleteProjectDialog } from './delete-project-dialog.tsx'
import { ProjectTitleForm } from './project-title-form.tsx'
import { useProjectActions } from './use-project-actions.ts'

/** One saved project: what it is, when it last changed, and Open, Launch kit, Sell, Rename, Duplicate and Delete. */
export function ProjectCard({ userId, project, onGone }: { userId: string; project: ProjectSummary; onGone: () => void }) {
  const { rename, duplicate, remove } = useProjectActions(userId, project)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  const titleId = useId()
  const title = project.title.trim() || 'Untitled project'

  // Back from the inline form (saved or not): focus returns to where the person started.
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
        <Badge variant="secondary">{productTypeLabel(project.productType)}</Badge>
        <span>{chapterCountLabel(project.chapterCount)}</span>
      </div>
      <h2 id={titleId} className={editing ? 'sr-only' : 'break-words font-semibold text-lg leading-snug'}>
        {title}
      </h2>
      {editing ? (
        <ProjectTitleForm
          initial={project.title}
          saving={rename.isPending}
          onSave={(next) =>
            rename.mutateAsync(next).then(
              () => true,
              () => false,
            )
          }
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {project.description ? <p className="line-clamp-2 text-muted-foreground text-sm">{project.description}</p> : null}
      <p className="text-muted-foreground text-xs">
        <time dateTime={project.updatedAt}>{updatedLabel(project.updatedAt)}</time>
      </p>
      {/* Open, Launch kit and Sell on their own row, the other three sharing the next: six labelled buttons never fit one card's width. Launch kit and Sell are links to their own screens (issues 32 and 33). */}
      <div className="mt-auto grid grid-cols-3 gap-1 border-t pt-3">
        <div className="col-span-3 grid grid-cols-3 gap-1">
          <Button asChild size="sm">
            <Link to={editorPathFor(project.id)}>
              <FolderOpen aria-hidden="true" />
              Open<span className="sr-only"> {title}</span>
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={launchPathFor(project.id)}>
              <Rocket aria-hidden="true" />
              Launch kit<span className="sr-only"> of {title}</span>
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={sellPathFor(project.id)}>
              <Store aria-hidden="true" />
              Sell<span className="sr-only"> {title}</span>
            </Link>
          </Button>
        </div>
        <Button
          ref={renameButton}
          type="button"
          size="sm"
          variant="ghost"
          className="px-2"
          disabled={editing}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" />
          Rename<span className="sr-only"> {title}</span>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="px-2"
          // aria-disabled rather than disabled: the button keeps the focus while the copy is made.
          aria-disabled={duplicate.isPending || undefined}
          onClick={() => !duplicate.isPending && duplicate.mutate()}
        >
          {/* A spinner rather than a longer label: the button's width is a third of the card. */}
          {duplicate.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Copy aria-hidden="true" />}
          Duplicate
          <span className="sr-only"> {title}</span>
        </Button>
        <DeleteProjectDialog
          title={title}
          open={confirming}
          deleting={remove.isPending}
          onOpenChange={setConfirming}
          // A failure is told in a toast, which a still-open modal dialog would hide from screen readers.
          onConfirm={() => remove.mutate(undefined, { onError: () => setConfirming(false) })}
          onTriggerGone={onGone}
        />
      </div>
    </article>
  )
}
