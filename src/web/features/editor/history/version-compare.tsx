import { useId, useMemo, useState } from 'react'
import { LoaderCircle, RotateCcw } from 'lucide-react'
import type { ChapterVersion } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import { useInvalidateVersions } from './use-chapter-versions.ts'
import { countChanges, diffTexts } from './version-diff.ts'
import { DiffLegend, VersionDiffView } from './version-diff-view.tsx'
import { REASON_LABELS, versionTime } from './version-labels.ts'

export const HISTORY_TEXT = {
  restored: 'Version restored',
  restoreFailed: 'Could not restore the version',
  restore: 'Restore this version',
} as const

interface Props {
  version: ChapterVersion
  chapter: ProjectChapter
  edits: ChapterEdits
  onRestored(): void
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** One earlier version next to the current text, and the way back to it. */
export function VersionCompare({ version, chapter, edits, onRestored }: Props) {
  const headingId = useId()
  const rows = useMemo(() => diffTexts(version.content, chapter.content), [version.content, chapter.content])
  const { removed, added } = countChanges(rows)
  const titleChanged = version.title !== chapter.title
  const same = removed === 0 && added === 0 && !titleChanged
  const [restoring, setRestoring] = useState(false)
  const invalidateVersions = useInvalidateVersions()
  const when = versionTime(version.createdAt)

  async function restore() {
    setRestoring(true)
    try {
      // 'restore' keeps the current text as a version too, so a restore can itself be undone.
      await edits.replaceChapters([{ chapterId: chapter.id, title: version.title, content: version.content }], 'restore')
      toast({
        title: HISTORY_TEXT.restored,
        description: `The chapter is back to its text from ${when}. The text it replaced is kept in the history.`,
      })
      void invalidateVersions()
      onRestored()
    } catch (error) {
      toast({ title: HISTORY_TEXT.restoreFailed, description: describeError(error), variant: 'destructive' })
      setRestoring(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium">
            {REASON_LABELS[version.reason]}, {when}
          </h3>
          <p className="text-muted-foreground text-xs">
            {same ? 'Same as the current text.' : `Compared with the current text: ${plural(removed, 'line')} removed, ${added} added.`}
          </p>
        </div>
        <Button type="button" size="sm" disabled={same || restoring} onClick={() => void restore()}>
          {restoring ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RotateCcw aria-hidden="true" />}
          {restoring ? 'Restoring...' : HISTORY_TEXT.restore}
        </Button>
      </div>
      {titleChanged ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-md border p-2 text-sm">
          <dt className="text-muted-foreground">Title then</dt>
          <dd className="break-words">
            <del className="bg-red-100 decoration-red-800">{version.title || '(no title)'}</del>
          </dd>
          <dt className="text-muted-foreground">Title now</dt>
          <dd className="break-words">
            <ins className="bg-emerald-100 decoration-emerald-800">{chapter.title || '(no title)'}</ins>
          </dd>
        </dl>
      ) : null}
      {removed + added > 0 ? (
        <>
          <DiffLegend />
          {/* On wider screens only the comparison scrolls, so the Restore button stays in sight. */}
          <VersionDiffView
            rows={rows}
            label="Differences between this version and the current text"
            className="md:max-h-[55dvh] md:overflow-y-auto"
          />
        </>
      ) : null}
    </section>
  )
}
