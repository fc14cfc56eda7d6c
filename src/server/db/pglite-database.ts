import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable, QueryResult } from './database.ts'

function wrap(target: PGliteInterface | Transaction): Queryable {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const result = await target.query<R>(sql, params)
      // pg counts the rows of a SELECT; PGlite reports 0 affected rows there.
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** Embedded Postgres in this process; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  return fromPglite(await PGlite.create(dataDir))
}

/** Wraps an open PGlite instance (tests clone a prepared one, which is 4× faster than a new one). */
export function fromPglite(pg: PGliteInterface): Database {
  const base = wrap(pg)
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}
