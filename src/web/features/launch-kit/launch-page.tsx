import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { describeError, errorCode, retryTransient } from '@web/lib/api-error-text.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { getProject, projectQueryKey } from '@web/lib/projects/projects-api.ts'
import { getLaunchKit, launchKitQueryKey } from './launch-kit-api.ts'
import { LaunchScreen } from './launch-screen.tsx'
import { LaunchLoadError, LaunchNotFound } from './launch-states.tsx'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** While another tab (or an earlier visit) is writing the kit, the screen looks again this often. */
const WRITING_POLL_MS = 4000

/** docs/product.md#launch-screen (/launch?project=<id>, signed in): the project's launch kit. */
export function LaunchPage() {
  const [params] = useSearchParams()
  const { user } = useAuth()
  const projectId = params.get('project') ?? ''
  if (!user) return <LoadingScreen />
  if (!UUID.test(projectId)) return <LaunchNotFound />
  return <LaunchLoader key={projectId} userId={user.id} projectId={projectId} />
}

function LaunchLoader({ userId, projectId }: { userId: string; projectId: string }) {
  const project = useQuery({
    queryKey: [...projectQueryKey(userId, projectId), 'launch'],
    queryFn: ({ signal }) => getProject(projectId, signal),
    retry: retryTransient,
    refetchOnWindowFocus: false,
  })
  const kit = useQuery({
    queryKey: launchKitQueryKey(userId, projectId),
    queryFn: ({ signal }) => getLaunchKit(projectId, signal),
    retry: retryTransient,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.status === 'writing' ? WRITING_POLL_MS : false),
  })
  const failed = project.error ?? kit.error
  if (failed) {
    const code = errorCode(failed)
    if (code === 'not_found' || code === 'forbidden') return <LaunchNotFound />
    return (
      <LaunchLoadError
        message={describeError(failed)}
        onRetry={() => {
          void project.refetch()
          void kit.refetch()
        }}
      />
    )
  }
  if (project.data === undefined || kit.data === undefined) return <LoadingScreen label="Loading your launch kit..." />
  const writingElsewhere = kit.data.status === 'writing'
  return (
    <LaunchScreen
      // The screen starts from the server's kit; when a write elsewhere ends, it starts again from the result.
      key={writingElsewhere ? 'writing' : 'kit'}
      userId={userId}
      project={project.data}
      initialKit={kit.data}
      writingElsewhere={writingElsewhere}
    />
  )
}
