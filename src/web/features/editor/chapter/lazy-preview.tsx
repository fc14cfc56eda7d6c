import { lazy } from 'react'

// react-markdown and GFM load with the first preview, not with the editor (or any other page).
const loadPreview = () => import('./markdown-preview.tsx')

export const preloadPreview = () => void loadPreview()

export const MarkdownPreview = lazy(async () => ({ default: (await loadPreview()).MarkdownPreview }))
