import { useEffect, useState } from 'react'

type SortableModule = typeof import('./sortable-rows.tsx')

// dnd-kit arrives after the editor has opened, never in its first load (decision 108). Until then
// (and if it fails to load) the list works as before and its handles move chapters with the keyboard.
let loaded: SortableModule | null = null
let pending: Promise<SortableModule> | null = null

export function loadSortable(): Promise<SortableModule> {
  pending ??= import('./sortable-rows.tsx').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = null
      throw error
    },
  )
  return pending
}

/** The drag module once it is there; asked for when the browser is idle after the list first shows. */
export function useSortableModule(enabled: boolean): SortableModule | null {
  const [module, setModule] = useState<SortableModule | null>(loaded)
  useEffect(() => {
    if (!enabled || module) return
    let live = true
    const start = () =>
      void loadSortable().then(
        (m) => live && setModule(m),
        () => undefined,
      )
    const idle = typeof window.requestIdleCallback === 'function'
    const handle = idle ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200)
    return () => {
      live = false
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [enabled, module])
  return module
}
