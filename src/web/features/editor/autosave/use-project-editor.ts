import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { CreateChapterVersionRequest, Project, ProjectDocument } from '@core/project-schemas.ts'
import { browserStorage } from '@web/lib/generator/generator-storage.ts'
import { keepChapterVersion, projectQueryKey, projectsQueryKey, saveProject } from '@web/lib/projects/projects-api.ts'
import type { ChapterEdits } from '../chapter-edits.ts'
import { restoreRemoval } from '../removals/removal-edits.ts'
import { applyReplacements } from '../document-edits.ts'
import { markWritten } from '../regenerate/hand-edits.ts'
import { sameChapter } from '../same-text.ts'
import { describeError, isNetworkError, isTransient } from '@web/lib/api-error-text.ts'
import { trackClosingSave } from './closing-saves.ts'
import { type FailureKind, SaveQueue, type SaveStatus } from './save-queue.ts'
import { saveOnLeave } from './save-on-leave.ts'
import { type EditorStart, writeUnsavedCopy } from './unsaved-copy.ts'

export interface ProjectEditor {
  document: ProjectDocument
  /** The newest document, for work that outlives a render (an export started before the last keystroke). */
  current(): ProjectDocument
  status: SaveStatus
  /** Applies a change at once and autosaves it. */
  update(change: (doc: ProjectDocument) => ProjectDocument): void
  edits: ChapterEdits
  retry(): void
}

function classify(error: unknown): FailureKind {
  const offline = isNetworkError(error) || (typeof navigator !== 'undefined' && navigator.onLine === false)
  return { retry: isTransient(error), offline, message: describeError(error) }
}

/** The open project: its document, the autosave (decision 0020) and the chapter edits of the regenerate and history parts. */
export function useProjectEditor(userId: string, project: Project, start: EditorStart): ProjectEditor {
  const queryClient = useQueryClient()
  const projectId = project.id
  const [queue] = useState(
    () =>
      new SaveQueue({
        document: start.document,
        revision: project.revision,
        versions: start.versions,
        unsaved: start.restored,
        saveDocument: (doc) => saveProject(projectId, doc),
        keepVersion: (version) => keepChapterVersion(projectId, version),
        saveOnLeave: (doc) => saveOnLeave(projectId, doc),
        storeCopy: (copy) => writeUnsavedCopy(browserStorage(), userId, projectId, copy),
        classify,
        onSaved: (doc, saved) => {
          const fresh: Project = {
            ...doc,
            id: projectId,
            createdAt: project.createdAt,
            revision: saved.revision,
            updatedAt: saved.updatedAt,
          }
          queryClient.setQueryData(projectQueryKey(userId, projectId), fresh)
          void queryClient.invalidateQueries({ queryKey: [...projectsQueryKey(userId), 'list'] })
        },
        onVersionsKept: () => void queryClient.invalidateQueries({ queryKey: [...projectsQueryKey(userId), 'versions', projectId] }),
      }),
  )
  const [doc, setDoc] = useState(queue.document)
  const status = useSyncExternalStore(queue.subscribe, queue.getStatus, queue.getStatus)

  useEffect(() => {
    if (start.discardCopy) writeUnsavedCopy(browserStorage(), userId, projectId, null)
  }, [start.discardCopy, userId, projectId])

  useEffect(() => {
    queue.open()
    const leave = () => queue.flushOnLeave()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave()
    }
    const onOnline = () => queue.retryNow()
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('online', onOnline)
      trackClosingSave(projectId, queue.close())
    }
  }, [queue, projectId])

  const update = useCallback(
    (change: (doc: ProjectDocument) => ProjectDocument) => {
      const next = change(queue.document)
      if (next === queue.document) return
      queue.change(next)
      setDoc(next)
    },
    [queue],
  )

  const edits = useMemo<ChapterEdits>(
    () => ({
      async replaceChapters(replacements, reason) {
        const before = queue.document
        const versions: CreateChapterVersionRequest[] = []
        for (const r of replacements) {
          const chapter = before.chapters.find((c) => c.id === r.chapterId)
          // A rewrite that changed nothing keeps no version (decision 61).
          if (chapter && !sameChapter(chapter, r)) {
            versions.push({ chapterId: chapter.id, title: chapter.title, content: chapter.content, reason })
          }
        }
        update((current) => applyReplacements(current, replacements))
        // Written for the writer, not by hand: Regenerate does not ask about this text (issue 30).
        for (const r of replacements) markWritten(r.chapterId, r.content)
        await queue.keepVersions(versions)
      },
      async restoreRemoval(chapterId, removalId) {
        const before = queue.document
        const index = before.chapters.findIndex((c) => c.id === chapterId)
        const chapter = before.chapters[index]
        if (!chapter?.removals?.some((r) => r.id === removalId)) return
        // Like any rewrite, the text as it was goes to the chapter's history first.
        update((current) => restoreRemoval(current, index, removalId))
        await queue.keepVersions([{ chapterId, title: chapter.title, content: chapter.content, reason: 'restore' }])
      },
    }),
    [queue, update],
  )

  const retry = useCallback(() => queue.retryNow(), [queue])
  const current = useCallback(() => queue.document, [queue])
  return { document: doc, current, status, update, edits, retry }
}
