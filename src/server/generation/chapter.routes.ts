import { Hono } from 'hono'
import type { GenerationDeps } from './generation-deps.ts'

// Placeholder, filled in by the generation work in progress.
export function chapterRoutes(_deps: GenerationDeps) {
  return new Hono()
}
