import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import type { SaveStatus } from './autosave/save-queue.ts'
import { SaveStatusLine } from './autosave/save-status.tsx'

export const untitledDocument = 'Untitled document'

const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1)

/** The document's name, kind and size, and whether the server has every change. */
export function EditorHeader({ doc, status, onRetry }: { doc: ProjectDocument; status: SaveStatus; onRetry(): void }) {
  const count = doc.chapters.length
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 pb-6">
      <div className="min-w-0 space-y-1">
        <Link to={paths.projects} className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All projects
        </Link>
        <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">{doc.title.trim() || untitledDocument}</h1>
        <p className="text-muted-foreground text-sm">
          {typeLabel(doc.productType)} · {count} {count === 1 ? 'chapter' : 'chapters'}
        </p>
      </div>
      <SaveStatusLine status={status} onRetry={onRetry} />
    </div>
  )
}
