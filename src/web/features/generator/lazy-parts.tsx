import { lazy } from 'react'

/**
 * The generator's flows and the parts of the screen that only appear after a click (or after a
 * request) load on demand, keeping the home page's JavaScript small. `preload…` starts loading
 * when a click looks likely (pointer over or focus on a button), so nothing visibly waits.
 */
export const loadFlows = () => import('./generator-flows.ts')
const loadDraftView = () => import('./draft/draft-view.tsx')
const loadOutlineEditor = () => import('./outline/outline-editor.tsx')

export const DraftView = lazy(() => loadDraftView().then((m) => ({ default: m.DraftView })))
export const OutlineEditor = lazy(() => loadOutlineEditor().then((m) => ({ default: m.OutlineEditor })))
const loadStaleOutlineDialog = () => import('./outline/stale-outline-dialog.tsx')
export const StaleOutlineDialog = lazy(() => loadStaleOutlineDialog().then((m) => ({ default: m.StaleOutlineDialog })))
// Issue 30: the outline view shows only once an outline exists (decision 96 named it as the next to load on demand).
const loadOutlinePanel = () => import('./outline/outline-panel.tsx')
export const OutlineView = lazy(() => loadOutlinePanel().then((m) => ({ default: m.OutlineView })))
const loadDraftButtons = () => import('./form/draft-buttons.tsx')
export const DraftButtons = lazy(() => loadDraftButtons().then((m) => ({ default: m.DraftButtons })))
export const DraftedOutlineActions = lazy(() =>
  import('./outline/drafted-outline-actions.tsx').then((m) => ({ default: m.DraftedOutlineActions })),
)
export const KitQueueBanner = lazy(() => import('./kits/kit-queue-banner.tsx').then((m) => ({ default: m.KitQueueBanner })))
export const ResumeBanner = lazy(() => import('./draft/resume-banner.tsx').then((m) => ({ default: m.ResumeBanner })))
// The progress bar (and Radix's) shows only once something runs (decision 115: zustand joined the first load instead).
const loadGenerationProgress = () => import('./progress/generation-progress.tsx')
export const GenerationProgress = lazy(() => loadGenerationProgress().then((m) => ({ default: m.GenerationProgress })))

export function preloadGeneration(): void {
  void loadFlows()
  void loadDraftView()
  // An outline is what a generate press brings: its view is ready when it arrives.
  void loadOutlinePanel()
  void loadDraftButtons()
  void loadGenerationProgress()
}

export function preloadOutlineEditor(): void {
  void loadOutlineEditor()
}

export function preloadStaleOutlineDialog(): void {
  void loadStaleOutlineDialog()
}
