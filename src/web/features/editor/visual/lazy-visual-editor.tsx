import { lazy } from 'react'

// TipTap, ProseMirror and the Markdown parser load with the first visual editor, never with the
// generator or any other page (decision 66). Import this file, never visual-editor.tsx.
const loadVisualEditor = () => import('./visual-editor.tsx')

/** Start the download early (e.g. when the editor page opens in visual mode). */
export const preloadVisualEditor = () => void loadVisualEditor()

/** The visual editor as a lazy component: render it inside <Suspense>. */
export const LazyVisualEditor = lazy(async () => ({ default: (await loadVisualEditor()).VisualEditor }))

export type { VisualEditorHandle, VisualEditorProps, VisualRange } from './visual-editor.tsx'
