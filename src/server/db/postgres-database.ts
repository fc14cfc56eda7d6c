import pg from 'pg'
import type { Database, Queryable, QueryResult } from './database.ts'

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

/** A PostgreSQL server reached through a connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max })
  // An idle connection the server drops (restart, failover, admin) would otherwise crash the
  // process with an unhandled 'error' event; the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost (${error.message}); reconnecting on next use.`))
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      // A checked-out client is not covered by the pool's handler while it waits between queries.
      const onError = (error: Error) => console.error(`PostgreSQL connection lost mid-transaction (${error.message}).`)
      client.on('error', onError)
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.off('error', onError)
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
