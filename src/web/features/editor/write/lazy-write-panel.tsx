import { lazy } from 'react'

// Loaded only when an unwritten chapter is open, never with the editor (decision 108).
export const LazyWritePanel = lazy(async () => ({ default: (await import('./write-chapter-panel.tsx')).WriteChapterPanel }))
