import { Hono } from 'hono'
import type { GenerationDeps } from '../generation/generation-deps.ts'

// Placeholder, filled in by the generation work in progress.
export function draftRoutes(_deps: GenerationDeps) {
  return new Hono()
}
