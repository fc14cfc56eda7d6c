import { join } from 'node:path'
import type { MigrationSource } from './migrate.ts'

/**
 * The embedded folder (what hosted Supabase already provides) runs first and only when this
 * process serves auth itself; `supabase/migrations` is the product schema, applied everywhere.
 */
export function migrationSources(projectRoot: string, embeddedAuth: boolean): MigrationSource[] {
  const product = { dir: join(projectRoot, 'supabase/migrations'), table: 'supabase_migrations.schema_migrations' }
  if (!embeddedAuth) return [product]
  return [{ dir: join(projectRoot, 'supabase/embedded'), table: 'folio_embedded.schema_migrations' }, product]
}
