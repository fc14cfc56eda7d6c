import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { readWritingMode } from './chapter/editor-mode.ts'
import { browserStorage } from '@web/lib/generator/generator-storage.ts'
import { OpenLastDraft } from './open-last-draft.tsx'
import { preloadVisualEditor } from './visual/lazy-visual-editor.tsx'
import { ProjectLoader } from './project-loader.tsx'

/** docs/product.md#editor (/editor, signed in): ?project=<id> opens a saved project; without one, the last draft. */
export function EditorPage() {
  const [params] = useSearchParams()
  const { user } = useAuth()
  const projectId = params.get('project')
  const userId = user?.id
  useEffect(() => {
    // While the project loads: a writer in visual mode then opens it without waiting for TipTap.
    if (userId && readWritingMode(browserStorage(), userId) === 'visual') preloadVisualEditor()
  }, [userId])
  if (!user) return <LoadingScreen />
  if (projectId === null) return <OpenLastDraft />
  return <ProjectLoader key={projectId} userId={user.id} projectId={projectId} />
}
