import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { AiCallQueue } from './ai-call-queue.ts'
import type { GenerationProvider } from './provider.ts'

/** What the outline, chapter and draft routes need. */
export interface GenerationDeps {
  config: Config
  db: Database
  /** Already waits for a place in `aiCalls` on every call (queued-provider.ts). */
  provider: GenerationProvider
  /** This instance's places for AI calls (decision 77), for a stream to refuse before it opens. */
  aiCalls?: AiCallQueue
}
