import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { safeNextPath } from '@core/next-path.ts'

const noSubscription = () => () => {}

/**
 * The safe `?next=` this screen was opened with, or null. Not while hydrating: the prerendered
 * HTML has no query, so the first render must not depend on it; React renders again right after.
 */
export function useNextParam(): string | null {
  const [searchParams] = useSearchParams()
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return hydrated ? safeNextPath(searchParams.get('next')) : null
}
