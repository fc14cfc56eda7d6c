import { Suspense, useEffect, useRef, useState } from 'react'
import { Palette } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { isPrintable, type PageTemplate } from '@core/planner.ts'
import type { Project } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { ToastAction } from '@web/components/ui/toast.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { launchPathFor } from '@web/lib/projects/project-format.ts'
import { cn } from '@web/lib/utils.ts'
import { type EditorStart } from './autosave/unsaved-copy.ts'
import { useProjectEditor } from './autosave/use-project-editor.ts'
import { ChapterEditor } from './chapter/chapter-editor.tsx'
import { ChapterNav } from './chapter/chapter-nav.tsx'
import { untitledChapter } from './chapter/chapter-list.tsx'
import type { CoverTextField } from './cover-designer/cover-designer.tsx'
import { DESIGNER_TEXT } from './cover-designer/cover-designer-text.ts'
import { focusLabelledField } from './cover-designer/focus-field.ts'
import { DocumentPanel } from './document-panel.tsx'
import {
  CHAPTER_TOO_LONG,
  chapterTooLong,
  addChapter,
  canRemoveChapter,
  insertChapter,
  removeChapter,
  renameChapter,
  selectChapter,
  setChapterContent,
} from './document-edits.ts'
import { EditorHeader } from './editor-header.tsx'
import { addSection } from './sections/section-edits.ts'
import { SECTION_TEXT } from './sections/section-text.ts'
import { ExportMenu } from './export/export-menu.tsx'
import { useExport } from './export/use-export.ts'
import { usePreflight } from './export/use-preflight.ts'
import { GlobalActions } from './global-actions.tsx'
import { LazyCoverDesigner, preloadCoverDesigner } from './lazy-parts.tsx'
import { dismissNote } from './quality/dismiss-note.ts'
import { dismissRemoval } from './removals/removal-edits.ts'
import { useMoveChapter } from './reorder/use-move-chapter.tsx'
import { mediaMatches, useMediaMatch } from './use-media-match.ts'
import { WriterNote, useWriterNoteShown } from './writer-note.tsx'

/** Phones stack the panels: choosing a chapter in the folded list scrolls its editor into view. */
const STACKED = '(max-width: 1023.98px)'

// Desktop: the writer's note, when there is one, runs across both columns above the rest. The left
// column is one sticky stack beside the chapter (no gaps from the chapter's rows; decision 108); on a
// phone its parts are grid items of their own (`contents`), in the page's order around the chapter.
const ROWS = { note: 'lg:row-start-2', none: 'lg:row-start-1' }
const LEFT = 'lg:sticky lg:top-32 lg:col-start-1 lg:flex lg:max-h-[calc(100dvh-9rem)] lg:flex-col lg:gap-4 lg:self-start lg:overflow-y-auto'

/** The editor for one saved project (docs/product.md#editor): header with Export, chapters, chapter editor, document fields, global actions. */
export function ProjectEditor({ userId, project, start }: { userId: string; project: Project; start: EditorStart }) {
  const editor = useProjectEditor(userId, project, start)
  const { document: doc, update } = editor
  const [busy, setBusy] = useState(false)
  const titleRef = useRef<HTMLInputElement>(null)
  const chapterRef = useRef<HTMLDivElement>(null)
  const exporter = useExport(editor.current, project.id)
  const preflight = usePreflight(editor.current, project.id)
  const rows = ROWS[useWriterNoteShown() ? 'note' : 'none']
  const wide = !useMediaMatch(STACKED)
  const fieldsRef = useRef<HTMLDivElement>(null)
  const [exportOpen, setExportOpen] = useState(false)
  // The cover designer takes the chapters' place (decision 88); in the address, so a reload or a shared link keeps it open.
  const [params, setParams] = useSearchParams()
  const designing = params.get('view') === 'cover'
  const setDesigning = (on: boolean) =>
    setParams((p) => {
      const next = new URLSearchParams(p)
      if (on) next.set('view', 'cover')
      else next.delete('view')
      return next
    })

  /** From the designer to where the cover's words are edited: the document's fields, or Export's settings for the author. */
  const focusAfterDesigner = useRef<(() => void) | null>(null)
  const designToggle = useRef<HTMLButtonElement>(null)
  const editCoverText = (field: CoverTextField) => {
    setDesigning(false)
    if (field === 'author') return setExportOpen(true)
    const labels = field === 'subtitle' ? ['Subtitle', 'Document title'] : ['Document title']
    focusAfterDesigner.current = () => focusLabelledField(fieldsRef.current, labels)
  }
  /** The Book matter panel's 'Edit subtitle' (decision 102): one subtitle, the document's, edited under its title. */
  const editSubtitle = () => {
    if (designing) return editCoverText('subtitle')
    requestAnimationFrame(() => focusLabelledField(fieldsRef.current, ['Subtitle', 'Document title']))
  }
  /** 'Back to writing': focus goes back to the button that opened the designer. */
  const closeDesigner = () => {
    setDesigning(false)
    focusAfterDesigner.current = () => designToggle.current?.focus()
  }
  // Once the editor is on screen again (the address changes, then the editor renders).
  useEffect(() => {
    if (designing || !focusAfterDesigner.current) return
    focusAfterDesigner.current()
    focusAfterDesigner.current = null
  }, [designing])

  /** A chapter, or a planner's or checklist's section drawn with `template` (decision 95). */
  const add = (template?: PageTemplate) => {
    const id = crypto.randomUUID()
    update((d) => (template ? addSection(d, id, template) : addChapter(d, id)))
    // The new chapter's title is the first thing to change.
    requestAnimationFrame(() => titleRef.current?.focus())
  }

  const select = (index: number) => {
    update((d) => selectChapter(d, index))
    // After the list has folded (next frame): measured before, the scroll would overshoot by the list's height.
    if (mediaMatches(STACKED)) requestAnimationFrame(() => chapterRef.current?.scrollIntoView({ block: 'start' }))
  }

  const move = useMoveChapter(doc, update)

  const remove = () => {
    const index = doc.currentChapterIndex
    const chapter = doc.chapters[index]
    if (!chapter || !canRemoveChapter(doc)) return
    update((d) => removeChapter(d, index))
    toast({
      title: isPrintable(doc.productType) ? SECTION_TEXT.removed : 'Chapter removed',
      description: `“${chapter.title.trim() || untitledChapter}” was removed.`,
      action: (
        <ToastAction altText="Undo removing the chapter" onClick={() => update((d) => insertChapter(d, chapter, index))}>
          Undo
        </ToastAction>
      ),
    })
  }

  // The document's fields and Global Actions: in the sticky left stack on a desktop, after the chapter on a phone
  // (decision 61), always one place in the page's order so reading and tabbing follow what is seen.
  const rest = (
    <>
      <div ref={fieldsRef}>
        <DocumentPanel
          doc={doc}
          busy={busy}
          onTitle={(title) => update((d) => ({ ...d, title }))}
          onSubtitle={(subtitle) => update((d) => ({ ...d, subtitle }))}
          onDescription={(description) => update((d) => ({ ...d, description }))}
        />
      </div>
      <GlobalActions
        doc={doc}
        edits={editor.edits}
        busy={busy}
        onTone={(tone) => update((d) => ({ ...d, tone }))}
        onAdd={() => add()}
        onBusyChange={setBusy}
      />
    </>
  )

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <EditorHeader
        doc={doc}
        status={editor.status}
        onRetry={editor.retry}
        actions={
          <>
            <Button
              ref={designToggle}
              type="button"
              size="sm"
              variant={designing ? 'secondary' : 'outline'}
              aria-pressed={designing}
              title={DESIGNER_TEXT.openTitle}
              onPointerEnter={preloadCoverDesigner}
              onFocus={preloadCoverDesigner}
              onClick={() => setDesigning(!designing)}
            >
              <Palette aria-hidden="true" />
              {DESIGNER_TEXT.open}
            </Button>
            {/* A link, not an import: the Launch screen is its own chunk (decision 125); no icon, to keep the editor's load guard. */}
            <Button asChild size="sm" variant="outline">
              <Link to={launchPathFor(project.id)}>Launch kit</Link>
            </Button>
            <ExportMenu
              control={exporter}
              preflight={preflight}
              doc={doc}
              onEdit={update}
              open={exportOpen}
              onOpenChange={setExportOpen}
              projectId={project.id}
              onEditSubtitle={editSubtitle}
            />
          </>
        }
      />
      {designing ? (
        <Suspense fallback={<p className="min-h-[30rem] text-muted-foreground text-sm">{DESIGNER_TEXT.loading}</p>}>
          <LazyCoverDesigner
            doc={doc}
            projectId={project.id}
            onEdit={update}
            exporter={exporter}
            onClose={closeDesigner}
            onEditText={editCoverText}
          />
        </Suspense>
      ) : null}
      {/* In the page's order on a phone (chapters folded, the text, then the rest); placed in two columns on a desktop.
          Kept mounted (hidden) under the designer: the chapter editor keeps its place, undo and mode. */}
      <div hidden={designing} className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-6">
        {/* One stack on a desktop, sticky beside the chapter; on a phone only the folded list comes before the chapter. */}
        <div className={cn('contents', LEFT, rows)}>
          <ChapterNav doc={doc} busy={busy} onSelect={select} onAdd={add} onMove={move} />
          {wide ? rest : null}
        </div>
        <div ref={chapterRef} className={cn('min-w-0 scroll-mt-32 lg:col-start-2', rows)}>
          <ChapterEditor
            userId={userId}
            projectId={project.id}
            doc={doc}
            edits={editor.edits}
            busy={busy}
            titleRef={titleRef}
            onTitle={(title) => update((d) => renameChapter(d, d.currentChapterIndex, title))}
            onContent={(content, chapterId) => {
              // The visual editor has no maxLength: a text the server would refuse would stop every save.
              if (chapterTooLong(content)) return void toast({ variant: 'destructive', ...CHAPTER_TOO_LONG })
              update((d) =>
                setChapterContent(
                  d,
                  d.chapters.findIndex((c) => c.id === chapterId),
                  content,
                ),
              )
            }}
            onEdit={update}
            onRemove={remove}
            onDismissNote={(noteId) => update((d) => dismissNote(d, d.currentChapterIndex, noteId))}
            onDismissRemoval={(removalId) => update((d) => dismissRemoval(d, d.currentChapterIndex, removalId))}
          />
        </div>
        <WriterNote className="lg:col-span-2 lg:row-start-1" doc={doc} />
        {wide ? null : rest}
      </div>
    </div>
  )
}
