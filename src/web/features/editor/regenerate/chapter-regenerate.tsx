import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ChevronDown, LoaderCircle, RefreshCw } from 'lucide-react'
import type { ChapterModifier, Tone } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'
import { LazyDropdownMenu } from '@web/components/ui/lazy-dropdown-menu.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import type { ChapterEdits, ProjectChapter, VersionReason } from '../chapter-edits.ts'
import { useInvalidateVersions } from '../history/use-chapter-versions.ts'
import { sameChapter } from '../same-text.ts'
import { editedByHand, noteChapterSeen } from './hand-edits.ts'
import { type BookDocument, REGENERATE_TEXT, bookContext, buildChapterRequest, regenerateChapter } from './regenerate-api.ts'

export interface ChapterRegenerateProps {
  chapter: ProjectChapter
  /** The book around the chapter, sent with every rewrite so it keeps the book. */
  doc: BookDocument
  tone: Tone
  targetAudience: string
  edits: ChapterEdits
  /** The saved project: the server then checks the new chapter against the book's other chapters. */
  projectId?: string
  disabled?: boolean
}

/** The menu's choices: a fresh version, or one of the modifiers (docs/product.md#chapter-rewrites). */
export const REGENERATE_OPTIONS: { modifier?: ChapterModifier; label: string; busy: string }[] = [
  { label: 'Regenerate', busy: 'Regenerating...' },
  { modifier: 'shorter', label: 'Make shorter', busy: 'Making shorter...' },
  { modifier: 'longer', label: 'Make longer', busy: 'Making longer...' },
  { modifier: 'grammar', label: 'Fix grammar', busy: 'Fixing grammar...' },
]

// Asked only when a chapter was edited by hand (issue 30): the dialog loads then, not with the editor.
const ConfirmRegenerate = lazy(async () => ({ default: (await import('./confirm-regenerate.tsx')).ConfirmRegenerate }))

const busyText = (reason: VersionReason) =>
  REGENERATE_OPTIONS.find((o) => (o.modifier ?? 'regenerate') === reason)?.busy ?? 'Regenerating...'

/** Rewrites the selected chapter (it replaces its title and content); the old text goes to its history. */
export function ChapterRegenerate({ chapter, doc, tone, targetAudience, edits, projectId, disabled = false }: ChapterRegenerateProps) {
  const [busy, setBusy] = useState<VersionReason | null>(null)
  const invalidateVersions = useInvalidateVersions()
  const pending = useRef<AbortController | null>(null)
  // Leaving the editor drops the request: nobody is there to see the answer.
  useEffect(() => () => pending.current?.abort(), [])
  // The text as the editor first shows it counts as written: only changes from here on are the writer's.
  noteChapterSeen(chapter)
  const [asking, setAsking] = useState<{ modifier?: ChapterModifier } | null>(null)

  /** Straight to the rewrite, or first the question when the writer changed the text by hand. */
  function choose(modifier?: ChapterModifier) {
    if (editedByHand(chapter)) setAsking(modifier ? { modifier } : {})
    else void run(modifier)
  }

  async function run(modifier?: ChapterModifier) {
    const controller = new AbortController()
    pending.current = controller
    const reason: VersionReason = modifier ?? 'regenerate'
    setBusy(reason)
    try {
      const saved = projectId ? { projectId, chapterId: chapter.id } : undefined
      const request = buildChapterRequest({ chapter, tone, targetAudience, modifier, context: bookContext(doc, chapter.id), saved })
      const answer = await regenerateChapter(request, controller.signal)
      // Compared with the text that was sent: typing meanwhile is kept, not replaced by the same old text.
      if (sameChapter({ title: request.chapterTitle, content: request.brief }, answer)) {
        const description = modifier === 'grammar' ? REGENERATE_TEXT.unchangedGrammar : REGENERATE_TEXT.unchangedOther
        toast({ title: REGENERATE_TEXT.unchanged, description })
        return
      }
      const { quality } = answer
      // The pass's notes: on the new text, and on the other side of each passage it shares (notes only, their text stays).
      const checked = quality ? { notes: quality.notes, otherNotes: { chapterNumber: quality.chapterNumber, others: quality.others } } : {}
      await edits.replaceChapters(
        [{ chapterId: chapter.id, title: answer.title, content: answer.content, removals: answer.removals ?? [], ...checked }],
        reason,
      )
      toast({ title: REGENERATE_TEXT.done, description: REGENERATE_TEXT.doneDescription })
      void invalidateVersions()
    } catch (error) {
      if (controller.signal.aborted) return
      toast({ title: REGENERATE_TEXT.failed, description: describeError(error), variant: 'destructive' })
    } finally {
      if (!controller.signal.aborted) setBusy(null)
    }
  }

  const off = disabled || busy !== null
  return (
    <div className="inline-flex" role="group" aria-label="Chapter regeneration">
      <Button type="button" variant="outline" size="sm" className="rounded-r-none" disabled={off} onClick={() => choose()}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RefreshCw aria-hidden="true" />}
        {busy ? busyText(busy) : 'Regenerate chapter'}
      </Button>
      {/* Radix's dropdown code loads when the arrow is pointed at or focused (decision 111). */}
      <LazyDropdownMenu
        triggerDisabled={off}
        trigger={
          <Button type="button" variant="outline" size="sm" className="rounded-l-none border-l-0 px-2" aria-label="More ways to regenerate">
            <ChevronDown aria-hidden="true" />
          </Button>
        }
        content={({ DropdownMenuContent, DropdownMenuItem }) => (
          <DropdownMenuContent align="end">
            {REGENERATE_OPTIONS.map((option) => (
              <DropdownMenuItem key={option.label} onSelect={() => choose(option.modifier)}>
                {option.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        )}
      />
      <span role="status" className="sr-only">
        {busy ? busyText(busy) : ''}
      </span>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmRegenerate
            action={REGENERATE_OPTIONS.find((o) => o.modifier === asking.modifier)?.label ?? 'Regenerate'}
            onCancel={() => setAsking(null)}
            onConfirm={() => {
              setAsking(null)
              void run(asking.modifier)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
