import { type ComponentType, lazy } from 'react'

/**
 * The editor's parts that only some actions need load on demand (decision 111): the route loads
 * what a writer needs to type, and each of these arrives when its action is at hand. `preload…`
 * starts the download when a click looks likely (pointer over or focus on the button), so the
 * action itself does not wait. Import the parts from here, never their modules, or they are eager again.
 */
function part<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | null = null
  const preload = () => {
    if (!pending) {
      pending = load()
      // A failed download (a network blip) is tried again on the next intent.
      pending.catch(() => {
        pending = null
      })
    }
    return pending
  }
  return { Component: lazy(async () => ({ default: await preload() })), preload: () => void preload() }
}

// Export: the settings (publishing form, book matter, planner settings), the preflight report, listing images.
const exportSection = part(async () => (await import('./export/export-section.tsx')).ExportSection)
export const LazyExportSection = exportSection.Component
export const preloadExportSection = exportSection.preload

// The cover designer (decision 88), in place of the chapters.
const coverDesigner = part(async () => (await import('./cover-designer/cover-designer.tsx')).CoverDesigner)
export const LazyCoverDesigner = coverDesigner.Component
export const preloadCoverDesigner = coverDesigner.preload

// History: the versions, their comparison and the diff.
const historyBody = part(async () => (await import('./history/history-body.tsx')).HistoryBody)
export const LazyHistoryBody = historyBody.Component
export const preloadHistory = historyBody.preload

// The exported pages beside the chapter (decision 87), in the Pages view only.
const pagePreview = part(async () => (await import('./pages/page-preview-panel.tsx')).PagePreviewPanel)
export const LazyPagePreviewPanel = pagePreview.Component
export const preloadPagePreview = pagePreview.preload

// Images: the insert dialog (upload, alt text).
const insertImage = part(async () => (await import('./images/insert-image-dialog.tsx')).InsertImageDialog)
export const LazyInsertImageDialog = insertImage.Component
export const preloadInsertImage = insertImage.preload

// A planner's or checklist's section controls (decision 95): only those products load them (and their schema).
const sectionControls = part(async () => (await import('./sections/section-controls.tsx')).SectionControls)
export const LazySectionControls = sectionControls.Component

// AI edit: the suggestion (its diff) and the custom instruction's form.
const suggestionPanel = part(async () => (await import('./selection/suggestion-panel.tsx')).SuggestionPanel)
const instructionForm = part(async () => (await import('./selection/instruction-form.tsx')).InstructionForm)
export const LazySuggestionPanel = suggestionPanel.Component
export const LazyInstructionForm = instructionForm.Component
export function preloadAiEdit(): void {
  suggestionPanel.preload()
  instructionForm.preload()
}
