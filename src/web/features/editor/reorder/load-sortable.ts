import { useEffect, useState } from 'react'

type SortableModule = typeof import('./sortable-rows.tsx')

// dnd-kit arrives after the editor has opened, never in its first load (decision 108): only a
// pointer drags, so it waits for the first pointer movement (decision 111), then for the browser to
// be idle. Until then (and if it fails to load) the list works as before and its handles move
// chapters with the keyboard.
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

/** The drag module once it is there; asked for when the browser is idle after the pointer first moves over the page. */
export function useSortableModule(enabled: boolean): SortableModule | null {
  const [module, setModule] = useState<SortableModule | null>(loaded)
  useEffect(() => {
    if (!enabled || module) return
    let live = true
    let handle: number | null = null
    const idle = typeof window.requestIdleCallback === 'function'
    const start = () =>
      void loadSortable().then(
        (m) => live && setModule(m),
        () => undefined,
      )
    const onPointer = () => {
      window.removeEventListener('pointermove', onPointer)
      window.removeEventListener('pointerdown', onPointer)
      handle = idle ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200)
    }
    window.addEventListener('pointermove', onPointer, { passive: true })
    window.addEventListener('pointerdown', onPointer, { passive: true })
    return () => {
      live = false
      window.removeEventListener('pointermove', onPointer)
      window.removeEventListener('pointerdown', onPointer)
      if (handle === null) return
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [enabled, module])
  return module
}
