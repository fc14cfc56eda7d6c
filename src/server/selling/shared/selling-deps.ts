import { join } from 'node:path'
import type { Config } from '../../config.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { ExportPool } from '../../export/export-pool.ts'
import type { ImageGatherOptions } from '../../export/images/gather-images.ts'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { useProductFileDirectory } from './product-files.ts'

/** What every part of selling (issue 33) is built from; app.ts makes one and hands it to each area's routes. */
export interface SellingDeps {
  config: Config
  db: Database
  /** Publishing renders the frozen version's files here, like any export. */
  exportPool: ExportPool
  /** How a publish finds the project's images (the export's own rule). */
  exportImages: ImageGatherOptions
  /** A mailer over `db` (a transaction, so a rolled-back request mails nothing to the outbox). */
  mailer: (db: Queryable) => Mailer
  /** The time tokens expire and lists count by; tests own it. */
  now: () => Date
}

export function sellingDeps(deps: Omit<SellingDeps, 'mailer' | 'now'> & Partial<Pick<SellingDeps, 'mailer' | 'now'>>): SellingDeps {
  // The embedded database keeps a version's bytes as files beside it (decision 128).
  if (deps.db.kind === 'pglite') useProductFileDirectory(deps.db, join(deps.config.DATA_DIR, 'products'))
  return {
    mailer: (db) => createMailer(deps.config, db),
    now: () => deps.db.clock?.now() ?? new Date(),
    ...deps,
  }
}
