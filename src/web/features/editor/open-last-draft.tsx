import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { getGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { editorPathFor } from '@web/lib/projects/project-format.ts'
import { EmptyEditor } from './editor-states.tsx'

const OPENING_DRAFT = 'Opening your draft...'

/** /editor without a project: the project the last finished draft became, or the empty state (docs/product.md#editor). */
export function OpenLastDraft() {
  const navigate = useNavigate()
  // Read once, from storage directly: the store's first snapshot is the defaults until it subscribes.
  const [projectId] = useState(() => getGeneratorForm().projectId)

  useEffect(() => {
    if (projectId) void navigate(editorPathFor(projectId), { replace: true })
  }, [projectId, navigate])

  if (!projectId) return <EmptyEditor />
  return <LoadingScreen label={OPENING_DRAFT} />
}
