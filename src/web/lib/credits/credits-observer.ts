import { type QueryClient, QueryObserver } from '@tanstack/react-query'
import { creditsQueryKey } from './credit-balance.ts'
import { fetchCredits } from './fetch-credits.ts'

/** Watches the user's balance in the query cache, fetching it when needed; returns the unsubscribe. */
export function observeCredits(client: QueryClient, userId: string, onChange: (credits: number | null) => void): () => void {
  const observer = new QueryObserver<number>(client, {
    queryKey: creditsQueryKey(userId),
    queryFn: () => fetchCredits(userId),
    // fetchCredits never throws: its fallbacks end at 0.
    retry: false,
  })
  const unsubscribe = observer.subscribe((result) => onChange(result.data ?? null))
  onChange(observer.getCurrentResult().data ?? null)
  return unsubscribe
}
