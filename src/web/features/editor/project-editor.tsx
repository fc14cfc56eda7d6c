import { useRef, useState } from 'react'
import type { Project } from '@core/project-schemas.ts'
import { ToastAction } from '@web/components/ui/toast.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { type EditorStart } from './autosave/unsaved-copy.ts'
import { useProjectEditor } from './autosave/use-project-editor.ts'
import { ChapterEditor } from './chapter/chapter-editor.tsx'
import { untitledChapter } from './chapter/chapter-list.tsx'
import { DocumentPanel } from './document-panel.tsx'
import {
  addChapter,
  canRemoveChapter,
  insertChapter,
  removeChapter,
  renameChapter,
  selectChapter,
  setChapterContent,
} from './document-edits.ts'
import { EditorHeader } from './editor-header.tsx'
import { ExportSection } from './export/export-section.tsx'
import { useExport } from './export/use-export.ts'
import { usePreflight } from './export/use-preflight.ts'
import { GlobalActions } from './global-actions.tsx'
import { dismissNote } from './quality/dismiss-note.ts'
import { WriterNote } from './writer-note.tsx'

/** Phones stack the panels: choosing a chapter in the list scrolls its editor into view. */
const STACKED = '(max-width: 1023.98px)'

/** The editor for one saved project (docs/product.md#editor): left panel, chapter editor, global actions and export. */
export function ProjectEditor({ userId, project, start }: { userId: string; project: Project; start: EditorStart }) {
  const editor = useProjectEditor(userId, project, start)
  const { document: doc, update } = editor
  const [busy, setBusy] = useState(false)
  const titleRef = useRef<HTMLInputElement>(null)
  const chapterRef = useRef<HTMLDivElement>(null)
  const exporter = useExport(editor.current, project.id)
  const preflight = usePreflight(editor.current, project.id)

  const add = () => {
    update((d) => addChapter(d, crypto.randomUUID()))
    // The new chapter's title is the first thing to change.
    requestAnimationFrame(() => titleRef.current?.focus())
  }

  const select = (index: number) => {
    update((d) => selectChapter(d, index))
    if (window.matchMedia(STACKED).matches) chapterRef.current?.scrollIntoView({ block: 'start' })
  }

  const remove = () => {
    const index = doc.currentChapterIndex
    const chapter = doc.chapters[index]
    if (!chapter || !canRemoveChapter(doc)) return
    update((d) => removeChapter(d, index))
    toast({
      title: 'Chapter removed',
      description: `“${chapter.title.trim() || untitledChapter}” was removed.`,
      action: (
        <ToastAction altText="Undo removing the chapter" onClick={() => update((d) => insertChapter(d, chapter, index))}>
          Undo
        </ToastAction>
      ),
    })
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <EditorHeader doc={doc} status={editor.status} onRetry={editor.retry} />
      <WriterNote className="mb-6" doc={doc} />
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <DocumentPanel
          className="lg:col-start-1 lg:row-start-1"
          doc={doc}
          busy={busy}
          onTitle={(title) => update((d) => ({ ...d, title }))}
          onDescription={(description) => update((d) => ({ ...d, description }))}
          onSelect={select}
          onAdd={add}
        />
        <div ref={chapterRef} className="min-w-0 scroll-mt-32 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <ChapterEditor
            projectId={project.id}
            doc={doc}
            edits={editor.edits}
            busy={busy}
            titleRef={titleRef}
            onTitle={(title) => update((d) => renameChapter(d, d.currentChapterIndex, title))}
            onContent={(content) => update((d) => setChapterContent(d, d.currentChapterIndex, content))}
            onRemove={remove}
            onDismissNote={(noteId) => update((d) => dismissNote(d, d.currentChapterIndex, noteId))}
          />
        </div>
        <GlobalActions
          className="lg:col-start-1 lg:row-start-2"
          doc={doc}
          edits={editor.edits}
          busy={busy}
          onTone={(tone) => update((d) => ({ ...d, tone }))}
          onAdd={add}
          onBusyChange={setBusy}
        />
        <ExportSection className="lg:col-start-1 lg:row-start-3" control={exporter} preflight={preflight} doc={doc} onEdit={update} />
      </div>
    </div>
  )
}
