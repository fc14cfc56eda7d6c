import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { chapterVersionsQueryKey, listChapterVersions, projectsQueryKey } from '@web/lib/projects/projects-api.ts'

/** The chapter's kept versions, newest first; fetched afresh each time the history opens. */
export function useChapterVersions(projectId: string, chapterId: string) {
  const userId = useAuth().user?.id ?? ''
  return useQuery({
    queryKey: chapterVersionsQueryKey(userId, projectId, chapterId),
    queryFn: ({ signal }) => listChapterVersions(projectId, chapterId, signal),
    enabled: userId !== '',
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/**
 * After anything that keeps a version (regenerate, style, restore): every chapter's history of
 * every project, because the callers do not always know which project they are in.
 */
export function useInvalidateVersions(): () => Promise<void> {
  const client = useQueryClient()
  const userId = useAuth().user?.id ?? ''
  return useCallback(() => client.invalidateQueries({ queryKey: [...projectsQueryKey(userId), 'versions'] }), [client, userId])
}
