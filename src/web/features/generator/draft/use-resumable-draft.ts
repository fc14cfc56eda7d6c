import { useEffect } from 'react'
import { getGeneratorTab, setGeneratorTab } from '@web/lib/generator/generator-store.ts'

/**
 * On arrival, a signed-in person's unfinished draft (GET /api/draft/current) is offered for
 * resuming, unless this tab is already writing it.
 */
export function useResumableDraft(userId: string | null): void {
  useEffect(() => {
    if (!userId) {
      setGeneratorTab({ resumable: null })
      return
    }
    const controller = new AbortController()
    // The request code (and its validator) loads with this check, not with the page.
    import('../generator-api.ts')
      .then(({ fetchCurrentDraft }) => fetchCurrentDraft(controller.signal))
      .then((job) => {
        if (controller.signal.aborted) return
        const running = getGeneratorTab().run
        const offer = job && job.status === 'running' && running?.jobId !== job.jobId ? job : null
        setGeneratorTab({ resumable: offer })
      })
      .catch(() => {
        // Nothing to offer when the check fails; a new draft still works.
      })
    return () => controller.abort()
  }, [userId])
}
