import { useEffect } from 'react'
import { loadQueryClient } from '@web/lib/app-query-client.ts'
import { getGeneratorTab, setGeneratorTab } from '@web/lib/generator/generator-store.ts'

/**
 * On arrival, a signed-in person's unfinished draft (GET /api/draft/current) is offered for
 * resuming, unless this tab is already writing it. The answer is the app's one `currentDraft`
 * query, which the dashboard's Continue card reads too.
 */
export function useResumableDraft(userId: string | null): void {
  useEffect(() => {
    if (!userId) {
      setGeneratorTab({ resumable: null })
      return
    }
    let cancelled = false
    // The query client (already loaded for the balance) and the request code load with this check, not with the page.
    void Promise.all([loadQueryClient(), import('@web/lib/generator/current-draft-api.ts')])
      .then(([client, { currentDraftQuery }]) => client.fetchQuery(currentDraftQuery(userId)))
      .then((job) => {
        if (cancelled) return
        const running = getGeneratorTab().run
        const offer = job && job.status === 'running' && running?.jobId !== job.jobId ? job : null
        setGeneratorTab({ resumable: offer })
      })
      .catch(() => {
        // Nothing to offer when the check fails; a new draft still works.
      })
    return () => {
      cancelled = true
    }
  }, [userId])
}
