import pg from 'pg'
import type { Database, Queryable, QueryResult } from './database.ts'
import { log } from '../observability/logger.ts'

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const result = await target.query(sql, params)
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}

/** Connections for background work beside `max` for requests: half as many, at least one. */
export const backgroundPoolSize = (max: number) => Math.max(1, Math.ceil(max / 2))

function poolDatabase(pool: pg.Pool, onSuccess: () => void): Omit<Database, 'close'> {
  const base = wrap(pool)
  return {
    kind: 'postgres',
    async query(sql, params) {
      const result = await base.query(sql, params)
      onSuccess()
      return result as never
    },
    async exec(sql) {
      await base.exec(sql)
      onSuccess()
    },
    async rawSql(text, values) {
      // Several statements come back as one result each; a failed statement's connection is
      // dropped by pool.query, so an aborted transaction never reaches the next user.
      const result = (await pool.query(text, values?.length ? values : undefined)) as pg.QueryResult | pg.QueryResult[]
      onSuccess()
      return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows ?? []) : result.rows }
    },
    async transaction(fn) {
      const client = await pool.connect()
      // A checked-out client is not covered by the pool's handler while it waits between queries.
      const onError = (error: Error) => log.error(`PostgreSQL connection lost mid-transaction (${error.message}).`)
      client.on('error', onError)
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        onSuccess()
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.off('error', onError)
        client.release()
      }
    },
  }
}

/**
 * A PostgreSQL server reached through a connection pool (DATABASE_URL) of `max` connections for
 * requests, and a second, smaller pool for background work (decision 78): 50 drafts writing
 * their chapters then never hold every connection while a request waits for one.
 */
export async function openPostgres(connectionString: string, max = 10, backgroundMax = backgroundPoolSize(max)): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max })
  // Connections open on first use: a CLI or test that never writes a draft opens none here.
  const backgroundPool = new pg.Pool({ connectionString, max: backgroundMax })
  for (const p of [pool, backgroundPool]) {
    // An idle connection the server drops (restart, failover, admin) would otherwise crash the
    // process with an unhandled 'error' event; the pool replaces it on the next query.
    p.on('error', (error) => log.error(`PostgreSQL connection lost (${error.message}); reconnecting on next use.`))
  }
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  let lastSuccessAt: number | undefined
  const succeeded = () => {
    lastSuccessAt = performance.now()
  }
  // Either handle closes both pools, once.
  let closing: Promise<void> | undefined
  const close = () => (closing ??= Promise.all([pool.end(), backgroundPool.end()]).then(() => undefined))
  const background: Database = { ...poolDatabase(backgroundPool, succeeded), close, lastSuccessAt: () => lastSuccessAt }
  return { ...poolDatabase(pool, succeeded), close, lastSuccessAt: () => lastSuccessAt, background }
}
