import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Scrolls to the #id in the address after a client-side navigation (the browser only does it on a full load). */
export function useHashScroll(): void {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' })
  }, [hash])
}
