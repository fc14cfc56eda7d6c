import { Suspense, useEffect, useId, useRef } from 'react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import type { ProjectChapter, ProjectDocument } from '@core/project-schemas.ts'
import type { ChapterEdits } from '../chapter-edits.ts'
import { projectImageSrc, useChapterImages } from '../images/chapter-images.tsx'
import { SelectionAssist } from '../selection/selection-assist.tsx'
import { useTextareaTarget } from '../selection/selection-target.ts'
import { useVisualTarget } from '../selection/visual-target.ts'
import { LazyVisualEditor, type VisualEditorHandle } from '../visual/lazy-visual-editor.tsx'
import { declinedText } from '../visual/visual-text.ts'
import type { ChapterView } from './chapter-view.ts'
import { MarkdownPreview } from './lazy-preview.tsx'
import { MarkdownBox } from './markdown-box.tsx'
import { LazyPagePreviewPanel } from '../lazy-parts.tsx'
import type { NoteRequest } from '../quality/note-fix.ts'

export const CONTENT_TEXT = {
  label: 'Chapter content',
  markdownHint: 'Markdown: ## headings, - lists, - [ ] checklists, | tables |.',
  loadingPreview: 'Loading preview…',
  loadingVisual: 'Loading the visual editor…',
  loadingPages: 'Loading the page preview…',
} as const

interface ChapterContentProps {
  projectId: string
  doc: ProjectDocument
  edits: ChapterEdits
  chapter: ProjectChapter
  view: ChapterView
  busy: boolean
  /** An AI suggestion is open (decision 68): the text under it, and the title, stay as they are. */
  suggesting: boolean
  onSuggesting(open: boolean): void
  /** A quality note's sentence to select, or to fix (decision 110); Preview and Pages give way to Edit for it. */
  noteRequest?: NoteRequest | null
  onNoteRequestDone?(): void
  /** The chapter's new text, for the chapter it was typed in (a visual edit lands after a pause, maybe after a switch). */
  onContent(content: string, chapterId: string): void
  /** A change to the document (the page settings beside the Pages view), autosaved with it. */
  onEdit(change: (doc: ProjectDocument) => ProjectDocument): void
}

/**
 * 'Chapter content' (docs/product.md#editor) in the chosen view: Visual (formatted text), Edit
 * (the 20-row Markdown box) or Preview, or the exported pages (Pages). Either way the Markdown is what is saved.
 */
export function ChapterContent({
  projectId,
  doc,
  edits,
  chapter,
  view,
  busy,
  suggesting,
  onSuggesting,
  noteRequest = null,
  onNoteRequestDone,
  onContent,
  onEdit,
}: ChapterContentProps) {
  const id = useId()
  const { mode } = view
  const chapterId = chapter.id
  const contentRef = useRef<HTMLTextAreaElement>(null)
  const visualRef = useRef<VisualEditorHandle>(null)
  const boxTarget = useTextareaTarget(contentRef)
  const visualTarget = useVisualTarget(visualRef)
  const images = useChapterImages({
    projectId,
    textarea: contentRef,
    content: chapter.content,
    onContent: (content) => onContent(content, chapterId),
    disabled: busy,
    place: mode === 'visual' ? (image) => visualRef.current?.insertImage(image) : undefined,
  })

  const writing = mode === 'edit' || mode === 'visual'
  useEffect(() => {
    if (noteRequest && !writing) view.choose('edit')
  }, [noteRequest, writing, view])

  if (mode === 'pages')
    return (
      <Suspense fallback={<p className="min-h-[28rem] text-muted-foreground text-sm">{CONTENT_TEXT.loadingPages}</p>}>
        <LazyPagePreviewPanel doc={doc} projectId={projectId} onEdit={onEdit} />
      </Suspense>
    )

  if (mode === 'preview')
    return (
      <div role="region" aria-label="Chapter preview" className="min-h-[28rem] rounded-md border bg-background p-4 sm:p-6">
        <Suspense fallback={<p className="text-muted-foreground text-sm">{CONTENT_TEXT.loadingPreview}</p>}>
          <MarkdownPreview content={chapter.content} projectId={projectId} />
        </Suspense>
      </div>
    )

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        {mode === 'edit' ? (
          <label htmlFor={`${id}-content`} className="font-medium text-sm leading-none">
            {CONTENT_TEXT.label}
          </label>
        ) : (
          // The editable text itself carries the name (aria-label); this is the same words on screen.
          <span className="font-medium text-sm leading-none">{CONTENT_TEXT.label}</span>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {mode === 'edit' || mode === 'visual' ? (
            <SelectionAssist
              // Another chapter or mode drops an open suggestion.
              key={`${chapterId}:${mode}`}
              target={mode === 'visual' ? visualTarget : boxTarget}
              chapter={chapter}
              book={doc}
              edits={edits}
              disabled={busy}
              onOpenChange={onSuggesting}
              noteRequest={noteRequest}
              onRequestDone={onNoteRequestDone}
            />
          ) : null}
          {images.button}
        </div>
      </div>
      {mode === 'visual' ? (
        <Suspense fallback={<p className="min-h-[30rem] text-muted-foreground text-sm">{CONTENT_TEXT.loadingVisual}</p>}>
          <LazyVisualEditor
            // One editor per chapter: its last words go to the chapter they were typed in.
            key={chapterId}
            ref={visualRef}
            value={chapter.content}
            onChange={(content) => onContent(content, chapterId)}
            ariaLabel={CONTENT_TEXT.label}
            readOnly={busy || suggesting}
            resolveImageSrc={projectImageSrc(projectId)}
            onUnsupported={(what) => view.decline(chapterId, what)}
            onImageFile={images.openWithFile}
          />
        </Suspense>
      ) : (
        <>
          {view.declined ? (
            <p role="status" className="rounded-md border border-input bg-muted px-3 py-2 text-sm">
              {declinedText(view.declined)}
            </p>
          ) : null}
          <MarkdownBox
            id={`${id}-content`}
            boxRef={contentRef}
            {...images.textareaProps}
            rows={20}
            className="resize-y font-mono leading-relaxed"
            value={chapter.content}
            maxLength={GENERATION_LIMITS.chapterContent}
            readOnly={busy || suggesting}
            onValue={(content) => onContent(content, chapterId)}
          />
          <p className="text-muted-foreground text-xs">{CONTENT_TEXT.markdownHint}</p>
        </>
      )}
      {images.dialog}
    </div>
  )
}
