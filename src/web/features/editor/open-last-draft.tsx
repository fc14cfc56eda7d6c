import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import type { GeneratorForm } from '@web/lib/generator/generator-form.ts'
import { getGeneratorForm, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { EditorLoadError, EmptyEditor } from './editor-states.tsx'
import { describeError } from '@web/lib/api-error-text.ts'
import { editorPathFor } from '@web/lib/projects/project-format.ts'
import { projectFromDraft } from './project-from-draft.ts'

export const OPENING_DRAFT = 'Opening your draft...'

/**
 * /editor without a project: the project the last draft became, or — for a draft finished before
 * projects existed — a new project made from it; with neither, the empty state (docs/product.md#editor).
 */
export function OpenLastDraft() {
  const navigate = useNavigate()
  // Read once, from storage directly: the store's first snapshot is the defaults until it subscribes.
  const [form] = useState<GeneratorForm>(() => getGeneratorForm())
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const draft = form.projectId ? null : form.draft
  const hasDraft = draft !== null && draft.chapters.length > 0

  useEffect(() => {
    if (form.projectId) {
      void navigate(editorPathFor(form.projectId), { replace: true })
      return
    }
    if (!hasDraft) return
    let live = true
    projectFromDraft(form).then(
      (project) => {
        updateGeneratorForm({ projectId: project.id })
        if (live) void navigate(editorPathFor(project.id), { replace: true })
      },
      (error: unknown) => {
        if (live) setFailure(describeError(error))
      },
    )
    return () => {
      live = false
    }
  }, [form, hasDraft, navigate, attempt])

  if (!form.projectId && !hasDraft) return <EmptyEditor />
  if (failure) {
    const retry = () => {
      setFailure(null)
      setAttempt((n) => n + 1)
    }
    return <EditorLoadError title="Could not open your draft" message={failure} onRetry={retry} />
  }
  return <LoadingScreen label={OPENING_DRAFT} />
}
