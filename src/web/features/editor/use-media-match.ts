import { useSyncExternalStore } from 'react'

/** Whether a media query matches now, and a render whenever that changes (false where there is no window). */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
