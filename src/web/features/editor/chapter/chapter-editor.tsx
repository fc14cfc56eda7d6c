import { type Ref, Suspense, useId, useState } from 'react'
import { Trash2 } from 'lucide-react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import { isPrintable } from '@core/planner.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card } from '@web/components/ui/card.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { cn } from '@web/lib/utils.ts'
import type { ChapterEdits } from '../chapter-edits.ts'
import { canRemoveChapter, currentChapter } from '../document-edits.ts'
import { ChapterHistory } from '../history/chapter-history.tsx'
import { ChapterQualityNotes } from '../quality/chapter-quality-notes.tsx'
import type { NoteRequest } from '../quality/note-fix.ts'
import { ChapterRegenerate } from '../regenerate/chapter-regenerate.tsx'
import { ChapterRemovals } from '../removals/chapter-removals.tsx'
import { LazySectionControls } from '../lazy-parts.tsx'
import { SECTION_TEXT } from '../sections/section-text.ts'
import { ChapterContent } from './chapter-content.tsx'
import { chapterHeading, hasChapterMatter } from './chapter-matter.ts'
import { ChapterMatterSelect } from './chapter-matter-select.tsx'
import { useChapterView } from './chapter-view.ts'
import { ModeToggle } from './mode-toggle.tsx'
import { ChapterWordCount } from '../words/word-count-text.tsx'
import { LazyWritePanel } from '../write/lazy-write-panel.tsx'
import { isUnwritten } from '../write/unwritten.ts'

export const CHAPTER_TEXT = {
  savedNote: 'Changes are saved automatically as you type.',
  lastChapter: 'A document needs at least one chapter.',
} as const

interface ChapterEditorProps {
  userId: string
  projectId: string
  doc: ProjectDocument
  edits: ChapterEdits
  busy: boolean
  onTitle(title: string): void
  /** The new text of chapter `chapterId` (a visual edit can land just after a switch to another chapter). */
  onContent(content: string, chapterId: string): void
  /** A change to the document from beside the Pages view (its page settings). */
  onEdit(change: (doc: ProjectDocument) => ProjectDocument): void
  onRemove(): void
  onDismissNote(noteId: string): void
  onDismissRemoval(removalId: string): void
  titleRef: Ref<HTMLInputElement>
  className?: string
}

/** The editor's main area (docs/product.md#editor): the selected chapter's title and content (20 rows), in visual, edit or preview mode. */
export function ChapterEditor({
  userId,
  projectId,
  doc,
  edits,
  busy,
  onTitle,
  onContent,
  onEdit,
  onRemove,
  onDismissNote,
  onDismissRemoval,
  titleRef,
  className,
}: ChapterEditorProps) {
  const id = useId()
  const chapter = currentChapter(doc)
  const view = useChapterView(userId, chapter.id)
  // A rename rewrites the '## title' line, which would move the passage an open AI suggestion replaces.
  const [suggesting, setSuggesting] = useState(false)
  // A quality note's 'Show' or 'Fix this', for the chapter's text to carry out (decision 110).
  const [noteRequest, setNoteRequest] = useState<NoteRequest | null>(null)
  const removable = canRemoveChapter(doc)
  // A planner's or checklist's chapters are its sections (decision 95): named so, each with its page template.
  const printable = isPrintable(doc.productType)
  return (
    <Card className={cn('min-w-0', className)}>
      {/* On a phone the actions follow the text (decision 61): the chapter's words come first under its title. */}
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-heading`} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {printable ? SECTION_TEXT.heading(doc.currentChapterIndex + 1, doc.chapters.length) : chapterHeading(doc)}
          </h2>
          <ModeToggle mode={view.mode} onChange={view.choose} />
        </div>
        <div className="order-last space-y-2 lg:order-none">
          <div className="flex flex-wrap items-center gap-2">
            <ChapterRegenerate
              chapter={chapter}
              doc={doc}
              tone={doc.tone}
              targetAudience={doc.targetAudience}
              edits={edits}
              projectId={projectId}
              disabled={busy}
            />
            <ChapterHistory projectId={projectId} chapter={chapter} edits={edits} />
            <ChapterQualityNotes chapter={chapter} onDismiss={onDismissNote} onRequest={setNoteRequest} fixDisabled={busy} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={busy || !removable}
              aria-describedby={removable ? undefined : `${id}-last`}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
              {printable ? SECTION_TEXT.remove : 'Remove chapter'}
            </Button>
          </div>
          {removable ? null : (
            <p id={`${id}-last`} className="text-muted-foreground text-xs">
              {printable ? SECTION_TEXT.lastSection : CHAPTER_TEXT.lastChapter}
            </p>
          )}
        </div>
        {/* A book's chapter says beside its title whether the book numbers it (issue 29); a section has its own controls below. */}
        <div className={cn(hasChapterMatter(doc) && 'grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_15rem]')}>
          <div className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <label htmlFor={`${id}-title`} className="font-medium text-sm leading-none">
                {printable ? SECTION_TEXT.title : 'Chapter title'}
              </label>
              <ChapterWordCount chapter={chapter} className="text-muted-foreground text-xs tabular-nums" />
            </div>
            <Input
              id={`${id}-title`}
              ref={titleRef}
              value={chapter.title}
              maxLength={GENERATION_LIMITS.chapterTitle}
              readOnly={busy || suggesting}
              autoComplete="off"
              onChange={(e) => onTitle(e.target.value)}
            />
          </div>
          {hasChapterMatter(doc) ? <ChapterMatterSelect doc={doc} disabled={busy || suggesting} onEdit={onEdit} /> : null}
        </div>
        {isPrintable(doc.productType) ? (
          <Suspense fallback={null}>
            <LazySectionControls doc={doc} productType={doc.productType} busy={busy || suggesting} onEdit={onEdit} />
          </Suspense>
        ) : null}
        <ChapterRemovals
          chapter={chapter}
          disabled={busy || suggesting}
          onRestore={(removalId) => void edits.restoreRemoval(chapter.id, removalId)}
          onDismiss={onDismissRemoval}
        />
        {/* 'Write this chapter' (issue 30): an empty or new chapter, written from its title and plan. */}
        {isUnwritten(chapter) && view.mode !== 'pages' ? (
          <Suspense fallback={null}>
            <LazyWritePanel
              key={chapter.id}
              projectId={projectId}
              doc={doc}
              chapter={chapter}
              edits={edits}
              disabled={busy || suggesting}
              onEdit={onEdit}
            />
          </Suspense>
        ) : null}
        <ChapterContent
          projectId={projectId}
          doc={doc}
          edits={edits}
          chapter={chapter}
          view={view}
          busy={busy}
          suggesting={suggesting}
          onSuggesting={setSuggesting}
          noteRequest={noteRequest?.note && chapter.notes?.some((n) => n.id === noteRequest.note.id) ? noteRequest : null}
          onNoteRequestDone={() => setNoteRequest(null)}
          onContent={onContent}
          onEdit={onEdit}
        />
        <p className="order-last text-muted-foreground text-sm lg:order-none">{CHAPTER_TEXT.savedNote}</p>
      </section>
    </Card>
  )
}
