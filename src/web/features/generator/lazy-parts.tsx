import { lazy } from 'react'

/**
 * The generator's flows and the parts of the screen that only appear after a click (or after a
 * request) load on demand, keeping the home page's JavaScript small. `preload…` starts loading
 * when a click looks likely (pointer over or focus on a button), so nothing visibly waits.
 */
export const loadFlows = () => import('./generator-flows.ts')
const loadDraftView = () => import('./draft-view.tsx')
const loadOutlineEditor = () => import('./outline-editor.tsx')

export const DraftView = lazy(() => loadDraftView().then((m) => ({ default: m.DraftView })))
export const OutlineEditor = lazy(() => loadOutlineEditor().then((m) => ({ default: m.OutlineEditor })))
const loadStaleOutlineDialog = () => import('./stale-outline-dialog.tsx')
export const StaleOutlineDialog = lazy(() => loadStaleOutlineDialog().then((m) => ({ default: m.StaleOutlineDialog })))
export const KitQueueBanner = lazy(() => import('./kit-queue-banner.tsx').then((m) => ({ default: m.KitQueueBanner })))
export const ResumeBanner = lazy(() => import('./resume-banner.tsx').then((m) => ({ default: m.ResumeBanner })))

export function preloadGeneration(): void {
  void loadFlows()
  void loadDraftView()
}

export function preloadOutlineEditor(): void {
  void loadOutlineEditor()
}

export function preloadStaleOutlineDialog(): void {
  void loadStaleOutlineDialog()
}
