import { useSearchParams } from 'react-router'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { OpenLastDraft } from './open-last-draft.tsx'
import { ProjectLoader } from './project-loader.tsx'

/** docs/product.md#editor (/editor, signed in): ?project=<id> opens a saved project; without one, the last draft. */
export function EditorPage() {
  const [params] = useSearchParams()
  const { user } = useAuth()
  const projectId = params.get('project')
  if (!user) return <LoadingScreen />
  if (projectId === null) return <OpenLastDraft />
  return <ProjectLoader key={projectId} userId={user.id} projectId={projectId} />
}
