import { useSyncExternalStore } from 'react'

// A window without matchMedia (a test DOM, an embedded web view) counts as matching nothing.
const mediaList = (query: string): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null)

/** Whether a media query matches now, and a render whenever that changes (false where there is no window). */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  )
}

/** The media query's answer now, outside React (false without matchMedia). */
export const mediaMatches = (query: string): boolean => mediaList(query)?.matches ?? false
