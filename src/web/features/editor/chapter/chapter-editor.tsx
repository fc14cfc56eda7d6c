import { type Ref, Suspense, useId, useRef, useState } from 'react'
import { Trash2 } from 'lucide-react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card } from '@web/components/ui/card.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { cn } from '@web/lib/utils.ts'
import type { ChapterEdits } from '../chapter-edits.ts'
import { canRemoveChapter, currentChapter } from '../document-edits.ts'
import { ChapterHistory } from '../history/chapter-history.tsx'
import { useChapterImages } from '../images/chapter-images.tsx'
import { ChapterQualityNotes } from '../quality/chapter-quality-notes.tsx'
import { ChapterRegenerate } from '../regenerate/chapter-regenerate.tsx'
import { SelectionAssist } from '../selection/selection-assist.tsx'
import { MarkdownPreview } from './lazy-preview.tsx'
import { type ChapterMode, ModeToggle } from './mode-toggle.tsx'
import { ChapterWordCount } from '../words/word-count-text.tsx'

export const CHAPTER_TEXT = {
  savedNote: 'Changes are saved automatically as you type.',
  lastChapter: 'A document needs at least one chapter.',
  loadingPreview: 'Loading preview…',
} as const

interface ChapterEditorProps {
  projectId: string
  doc: ProjectDocument
  edits: ChapterEdits
  busy: boolean
  onTitle(title: string): void
  onContent(content: string): void
  onRemove(): void
  onDismissNote(noteId: string): void
  titleRef: Ref<HTMLInputElement>
  className?: string
}

/** The editor's main area (docs/product.md#editor): the selected chapter's title and content (20 rows), in edit or preview mode. */
export function ChapterEditor({
  projectId,
  doc,
  edits,
  busy,
  onTitle,
  onContent,
  onRemove,
  onDismissNote,
  titleRef,
  className,
}: ChapterEditorProps) {
  const id = useId()
  const [mode, setMode] = useState<ChapterMode>('edit')
  const chapter = currentChapter(doc)
  const removable = canRemoveChapter(doc)
  const contentRef = useRef<HTMLTextAreaElement>(null)
  const images = useChapterImages({ projectId, textarea: contentRef, content: chapter.content, onContent, disabled: busy })
  // While an AI suggestion is open, the text under it stays as it is.
  const [suggesting, setSuggesting] = useState(false)
  return (
    <Card className={cn('min-w-0', className)}>
      {/* On a phone the actions follow the text (decision 61): the chapter's words come first under its title. */}
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-heading`} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            Chapter {doc.currentChapterIndex + 1} of {doc.chapters.length}
          </h2>
          <ModeToggle mode={mode} onChange={setMode} />
        </div>
        <div className="order-last space-y-2 lg:order-none">
          <div className="flex flex-wrap items-center gap-2">
            <ChapterRegenerate
              chapter={chapter}
              doc={doc}
              tone={doc.tone}
              targetAudience={doc.targetAudience}
              edits={edits}
              disabled={busy}
            />
            <ChapterHistory projectId={projectId} chapter={chapter} edits={edits} />
            <ChapterQualityNotes chapter={chapter} onDismiss={onDismissNote} />
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
              Remove chapter
            </Button>
          </div>
          {removable ? null : (
            <p id={`${id}-last`} className="text-muted-foreground text-xs">
              {CHAPTER_TEXT.lastChapter}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <label htmlFor={`${id}-title`} className="font-medium text-sm leading-none">
              Chapter title
            </label>
            <ChapterWordCount chapter={chapter} className="text-muted-foreground text-xs tabular-nums" />
          </div>
          <Input
            id={`${id}-title`}
            ref={titleRef}
            value={chapter.title}
            maxLength={GENERATION_LIMITS.chapterTitle}
            readOnly={busy}
            autoComplete="off"
            onChange={(e) => onTitle(e.target.value)}
          />
        </div>
        {mode === 'edit' ? (
          <div className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor={`${id}-content`} className="font-medium text-sm leading-none">
                Chapter content
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <SelectionAssist
                  key={chapter.id}
                  textarea={contentRef}
                  chapter={chapter}
                  book={doc}
                  edits={edits}
                  disabled={busy}
                  onOpenChange={setSuggesting}
                />
                {images.button}
              </div>
            </div>
            <Textarea
              id={`${id}-content`}
              ref={contentRef}
              {...images.textareaProps}
              rows={20}
              className="resize-y font-mono leading-relaxed"
              value={chapter.content}
              maxLength={GENERATION_LIMITS.chapterContent}
              readOnly={busy || suggesting}
              spellCheck
              onChange={(e) => onContent(e.target.value)}
            />
            <p className="text-muted-foreground text-xs">Markdown: ## headings, - lists, - [ ] checklists, | tables |.</p>
            {images.dialog}
          </div>
        ) : (
          <div role="region" aria-label="Chapter preview" className="min-h-[28rem] rounded-md border bg-background p-4 sm:p-6">
            <Suspense fallback={<p className="text-muted-foreground text-sm">{CHAPTER_TEXT.loadingPreview}</p>}>
              <MarkdownPreview content={chapter.content} projectId={projectId} />
            </Suspense>
          </div>
        )}
        <p className="order-last text-muted-foreground text-sm lg:order-none">{CHAPTER_TEXT.savedNote}</p>
      </section>
    </Card>
  )
}
