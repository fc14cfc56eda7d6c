import { lazy } from 'react'

// The Markdown parser (micromark, shared with the exports) loads with the first preview, not with the editor's Edit mode.
const loadPreview = () => import('./markdown-preview.tsx')

export const preloadPreview = () => void loadPreview()

export const MarkdownPreview = lazy(async () => ({ default: (await loadPreview()).MarkdownPreview }))
