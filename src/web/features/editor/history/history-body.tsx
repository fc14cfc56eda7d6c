import { useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import { useChapterVersions } from './use-chapter-versions.ts'
import { VersionCompare } from './version-compare.tsx'
import { VersionList } from './version-list.tsx'

interface Props {
  projectId: string
  chapter: ProjectChapter
  edits: ChapterEdits
  onRestored(): void
}

export function HistoryBody({ projectId, chapter, edits, onRestored }: Props) {
  const versions = useChapterVersions(projectId, chapter.id)
  const [picked, setPicked] = useState<string | null>(null)

  if (versions.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">Loading versions...</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    )
  }
  if (versions.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the history</AlertTitle>
        <AlertDescription className="space-y-2">
          <p>{describeError(versions.error)}</p>
          <Button type="button" size="sm" variant="outline" className="text-foreground" onClick={() => void versions.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    )
  }
  const list = versions.data
  if (list.length === 0) {
    return (
      <div className="rounded-md border border-dashed p-6 text-center">
        <p className="font-medium">No earlier versions yet</p>
        <p className="mt-1 text-muted-foreground text-sm">
          A version is kept each time this chapter is regenerated, rewritten by Regenerate Style or restored.
        </p>
      </div>
    )
  }
  // The newest version is shown straight away: usually the one a person is looking for.
  const selected = list.find((v) => v.id === picked) ?? list[0]
  return (
    <div className="grid gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
      <VersionList versions={list} selectedId={selected?.id} onSelect={setPicked} />
      {selected ? <VersionCompare version={selected} chapter={chapter} edits={edits} onRestored={onRestored} /> : null}
    </div>
  )
}
