import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable, QueryResult } from './database.ts'
import { type Lane, QueryScheduler, type QuerySchedulerOptions } from './query-scheduler.ts'

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

// One task of the scheduler, so no other statement ever runs inside the library's BEGIN … COMMIT,
// and a statement that fails mid-block leaves PGlite's one connection out of the aborted transaction.
async function rawSql(pg: PGliteInterface, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  try {
    if (values?.length) return { rows: (await pg.query(text, values)).rows }
    return { rows: (await pg.exec(text)).flatMap((result) => result.rows ?? []) }
  } catch (error) {
    await pg.query('rollback').catch(() => undefined)
    throw error
  }
}

/** Embedded Postgres in this process; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  return fromPglite(await PGlite.create(dataDir))
}

/**
 * Wraps an open PGlite instance (tests clone a prepared one, which is 4× faster than a new one).
 * Every statement and transaction goes through one scheduler: requests first, the `background`
 * handle's work after them, the event loop served between the two (decision 78).
 */
export function fromPglite(pg: PGliteInterface, options: QuerySchedulerOptions = {}): Database {
  const scheduler = new QueryScheduler(options)
  const base = wrap(pg)
  let lastSuccessAt: number | undefined
  let closing: Promise<void> | undefined
  const succeeded = <T>(value: T) => {
    lastSuccessAt = performance.now()
    return value
  }
  const handle = (lane: Lane, background?: Database): Database => ({
    kind: 'pglite',
    query: <R>(sql: string, params?: unknown[]) => scheduler.run(lane, () => base.query<R>(sql, params)).then(succeeded),
    exec: (sql) => scheduler.run(lane, () => base.exec(sql)).then(succeeded),
    transaction: (fn) => scheduler.run(lane, () => pg.transaction((tx) => fn(wrap(tx)))).then(succeeded),
    close: () => (closing ??= pg.close()),
    lastSuccessAt: () => lastSuccessAt,
    rawSql: (text, values) => scheduler.run(lane, () => rawSql(pg, text, values)).then(succeeded),
    ...(background ? { background } : {}),
  })
  return handle('request', handle('background'))
}
