import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { describeError, errorCode, retryTransient } from '@web/lib/api-error-text.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { getProject, projectQueryKey } from '@web/lib/projects/projects-api.ts'
import { getProductState, getSellerProfile, sellingQueryKey } from '../selling-api.ts'
import { LoadError, SellNotFound } from '../shared/states.tsx'
import { SellScreen } from './sell-screen.tsx'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** docs/product.md#the-sell-and-sales-screens (/sell?project=<id>, signed in): publish a project as a product. */
export function SellPage() {
  const [params] = useSearchParams()
  const { user } = useAuth()
  const projectId = params.get('project') ?? ''
  if (!user) return <LoadingScreen />
  if (!UUID.test(projectId)) return <SellNotFound />
  return <SellLoader key={projectId} userId={user.id} projectId={projectId} />
}

function SellLoader({ userId, projectId }: { userId: string; projectId: string }) {
  const options = { retry: retryTransient, refetchOnWindowFocus: false, gcTime: 0 } as const
  const project = useQuery({
    queryKey: [...projectQueryKey(userId, projectId), 'sell'],
    queryFn: ({ signal }) => getProject(projectId, signal),
    ...options,
  })
  const state = useQuery({
    queryKey: [...sellingQueryKey(userId), 'product', projectId],
    queryFn: ({ signal }) => getProductState(projectId, signal),
    ...options,
  })
  const profile = useQuery({
    queryKey: [...sellingQueryKey(userId), 'profile'],
    queryFn: ({ signal }) => getSellerProfile(signal),
    ...options,
  })
  // The profile only says whether to ask for an external checkout address: without it the screen
  // still publishes, and the server's checkout_url_required brings the field up.
  const failed = project.error ?? state.error
  if (failed) {
    const code = errorCode(failed)
    if (code === 'not_found' || code === 'forbidden') return <SellNotFound />
    return (
      <LoadError
        title="Could not open the Sell screen"
        message={describeError(failed)}
        onRetry={() => {
          void project.refetch()
          void state.refetch()
        }}
      />
    )
  }
  if (!project.data || !state.data || profile.isPending) return <LoadingScreen label="Loading your product..." />
  return <SellScreen project={project.data} initialProduct={state.data.product} checkoutMode={profile.data?.checkoutMode ?? null} />
}
