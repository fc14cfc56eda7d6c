import { useId, useState } from 'react'
import { LoaderCircle, PenLine } from 'lucide-react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import type { ChapterEdits, ChapterReplacement, ProjectChapter } from '../chapter-edits.ts'
import { applyReplacements, setChapterPlan } from '../document-edits.ts'
import { useInvalidateVersions } from '../history/use-chapter-versions.ts'
import { markWritten } from '../regenerate/hand-edits.ts'
import { bookContext, buildChapterRequest, regenerateChapter } from '../regenerate/regenerate-api.ts'
import { isUnwritten } from './unwritten.ts'
import { WRITE_TEXT } from './write-text.ts'

interface WriteChapterPanelProps {
  projectId: string
  doc: ProjectDocument
  chapter: ProjectChapter
  edits: ChapterEdits
  disabled: boolean
  onEdit(change: (doc: ProjectDocument) => ProjectDocument): void
}

/**
 * 'Write this chapter' (issue 30, decision 108): an empty or new chapter written from its title and
 * plan (POST /api/generate/chapter with `write`), as the draft writes one; free, under the
 * regeneration's rate limit. The plan is the chapter's own, saved with the document.
 */
export function WriteChapterPanel({ projectId, doc, chapter, edits, disabled, onEdit }: WriteChapterPanelProps) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const invalidateVersions = useInvalidateVersions()

  // Not dropped when the writer opens another chapter meanwhile: the answer lands on this one, by id.
  async function write() {
    setBusy(true)
    try {
      const request = {
        ...buildChapterRequest({
          chapter,
          tone: doc.tone,
          targetAudience: doc.targetAudience,
          context: bookContext(doc, chapter.id),
          saved: { projectId, chapterId: chapter.id },
        }),
        write: true as const,
      }
      const answer = await regenerateChapter(request)
      const { quality } = answer
      const replacement: ChapterReplacement = {
        chapterId: chapter.id,
        title: answer.title,
        content: answer.content,
        removals: answer.removals ?? [],
        ...(quality ? { notes: quality.notes, otherNotes: { chapterNumber: quality.chapterNumber, others: quality.others } } : {}),
      }
      // Nothing was there to keep: the text goes straight in. Words typed meanwhile go to the history first.
      let placed = false
      onEdit((d) => {
        const now = d.chapters.find((c) => c.id === chapter.id)
        placed = now !== undefined && isUnwritten(now)
        return placed ? applyReplacements(d, [replacement]) : d
      })
      if (placed) markWritten(chapter.id, answer.content)
      if (!placed) {
        await edits.replaceChapters([replacement], 'regenerate')
        void invalidateVersions()
      }
      toast({ title: WRITE_TEXT.done, description: WRITE_TEXT.doneDescription })
    } catch (error) {
      toast({ title: WRITE_TEXT.failed, description: describeError(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-md border border-dashed bg-muted/40 p-4">
      <div className="space-y-1">
        <h3 id={`${id}-heading`} className="font-medium text-sm">
          {WRITE_TEXT.heading}
        </h3>
        <p className="text-muted-foreground text-sm">{WRITE_TEXT.intro}</p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-plan`} className="font-medium text-sm leading-none">
          {WRITE_TEXT.plan}
        </label>
        <Textarea
          id={`${id}-plan`}
          rows={2}
          className="min-h-0 resize-y"
          value={chapter.plan ?? ''}
          maxLength={GENERATION_LIMITS.chapterPlan}
          readOnly={busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const plan = e.target.value
            onEdit((d) =>
              setChapterPlan(
                d,
                d.chapters.findIndex((c) => c.id === chapter.id),
                plan,
              ),
            )
          }}
        />
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {WRITE_TEXT.planHint}
        </p>
      </div>
      <Button type="button" size="sm" disabled={disabled || busy} onClick={() => void write()}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <PenLine aria-hidden="true" />}
        {busy ? WRITE_TEXT.writing : WRITE_TEXT.write}
      </Button>
      <span role="status" className="sr-only">
        {busy ? WRITE_TEXT.writing : ''}
      </span>
    </section>
  )
}
