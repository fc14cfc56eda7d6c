import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'

const STORAGE_KEY = 'folio-scroll-positions'

/** Where each history entry was left, by its location key; kept in the tab's session storage across reloads. */
let positions: Map<string, number> | undefined

function savedPositions(): Map<string, number> {
  if (positions) return positions
  positions = new Map()
  try {
    for (const [key, y] of Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>))
      positions.set(key, y)
  } catch {
    // Storage blocked or unreadable: positions last as long as the page.
  }
  return positions
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(savedPositions())))
  } catch {
    // Storage blocked or full: nothing to keep.
  }
}

/**
 * What the data router's <ScrollRestoration> did, for the declarative router (decision 64): a new
 * page opens at the top, back and forward (and a reload) return to where that entry was left, and
 * a #hash scrolls to its anchor. Positions are recorded as the page scrolls, since nothing runs
 * just before a navigation; the router navigates in a transition, so the page being left stays
 * on screen, and keeps its key here, until the next one is ready.
 */
export function ScrollRestorer() {
  const { key, hash } = useLocation()
  /** The key of the entry on screen; undefined until the first render has been handled. */
  const shown = useRef<string | undefined>(undefined)

  useEffect(() => {
    const previous = history.scrollRestoration
    history.scrollRestoration = 'manual'
    const record = () => shown.current !== undefined && savedPositions().set(shown.current, window.scrollY)
    window.addEventListener('scroll', record, { passive: true })
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('scroll', record)
      window.removeEventListener('pagehide', save)
      history.scrollRestoration = previous
    }
  }, [])

  useLayoutEffect(() => {
    if (shown.current === key) return
    const first = shown.current === undefined
    shown.current = key
    const saved = savedPositions().get(key)
    const anchor = hash ? document.getElementById(anchorId(hash)) : null
    if (saved !== undefined) window.scrollTo(0, saved)
    else if (anchor) anchor.scrollIntoView()
    // Not on the first render: a visitor may already have scrolled the prerendered page.
    else if (!first) window.scrollTo(0, 0)
  }, [key, hash])

  return null
}

/** The element id a `#hash` names; a malformed escape (`#100%`) is taken as written rather than crashing the app. */
export function anchorId(hash: string): string {
  const raw = hash.slice(1)
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
