import { useQuery } from '@tanstack/react-query'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { browserStorage } from '@web/lib/generator/generator-storage.ts'
import { getProject, projectQueryKey } from '@web/lib/projects/projects-api.ts'
import { afterClosingSave } from './autosave/closing-saves.ts'
import { chooseStart, readUnsavedCopy } from './autosave/unsaved-copy.ts'
import { EditorLoadError, ProjectNotFound } from './editor-states.tsx'
import { describeError, errorCode, retryTransient } from '@web/lib/api-error-text.ts'
import { ProjectEditor } from './project-editor.tsx'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const LOADING_PROJECT = 'Loading your project...'

/** Loads the project (after any save an earlier editor left running) and this user's unsaved copy of it. */
async function loadEditorStart(userId: string, projectId: string, signal: AbortSignal) {
  await afterClosingSave(projectId)
  const project = await getProject(projectId, signal)
  const copy = await readUnsavedCopy(browserStorage(), userId, projectId)
  return { project, start: chooseStart(project, copy) }
}

/** /editor?project=<id>: loading, not found, an error with retry, or the editor. */
export function ProjectLoader({ userId, projectId }: { userId: string; projectId: string }) {
  const valid = UUID.test(projectId)
  const query = useQuery({
    // Its own key, fetched fresh on every open: the editor starts from the server's latest text.
    queryKey: [...projectQueryKey(userId, projectId), 'editor'],
    queryFn: ({ signal }) => loadEditorStart(userId, projectId, signal),
    enabled: valid,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: retryTransient,
  })
  if (!valid) return <ProjectNotFound />
  if (query.isPending) return <LoadingScreen label={LOADING_PROJECT} />
  if (query.isError) {
    // Unknown, deleted or someone else's: the server says not_found for all three (a hosted API may say forbidden).
    const code = errorCode(query.error)
    if (code === 'not_found' || code === 'forbidden') return <ProjectNotFound />
    return <EditorLoadError title="Could not open the project" message={describeError(query.error)} onRetry={() => void query.refetch()} />
  }
  return <ProjectEditor key={projectId} userId={userId} project={query.data.project} start={query.data.start} />
}
