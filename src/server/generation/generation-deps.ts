import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { GenerationProvider } from './provider.ts'

/** What the outline, chapter and draft routes need. */
export interface GenerationDeps {
  config: Config
  db: Database
  provider: GenerationProvider
}
