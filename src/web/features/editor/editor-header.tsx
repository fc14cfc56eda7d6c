import type { ReactNode } from 'react'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { isPrintable } from '@core/planner.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import type { SaveStatus } from './autosave/save-queue.ts'
import { SaveStatusLine } from './autosave/save-status.tsx'
import { BookWordCount } from './words/word-count-text.tsx'

export const untitledDocument = 'Untitled document'

const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1)

interface EditorHeaderProps {
  doc: ProjectDocument
  status: SaveStatus
  onRetry(): void
  /** The toolbar's actions (the Export menu): always on screen on a desktop, first under the title on a phone. */
  actions: ReactNode
}

/**
 * The document's name, then a toolbar: kind, size, word count and reading time, whether the server
 * has every change, and Export. On a desktop the toolbar sticks under the site header (decision 61).
 */
export function EditorHeader({ doc, status, onRetry, actions }: EditorHeaderProps) {
  const count = doc.chapters.length
  // A planner's or checklist's chapters are its sections (decision 95).
  const [one, many] = isPrintable(doc.productType) ? ['section', 'sections'] : ['chapter', 'chapters']
  return (
    <>
      <div className="min-w-0 space-y-1 pb-2">
        <Link to={paths.projects} className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All projects
        </Link>
        <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">{doc.title.trim() || untitledDocument}</h1>
      </div>
      <div className="relative z-30 mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-background py-2 lg:sticky lg:top-16 lg:mb-6">
        <p className="text-muted-foreground text-sm">
          {typeLabel(doc.productType)} · {count} {count === 1 ? one : many} · <BookWordCount chapters={doc.chapters} />
        </p>
        <div className="ml-auto">
          <SaveStatusLine status={status} onRetry={onRetry} />
        </div>
        {actions}
      </div>
    </>
  )
}
