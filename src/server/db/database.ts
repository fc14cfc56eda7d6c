/** The one database interface the server uses, on embedded PGlite and on a PostgreSQL server alike. */
export interface QueryResult<R> {
  rows: R[]
  rowCount: number
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** A source of the time, for the statements that take it as a parameter (decision 0119). */
export interface Clock {
  now(): Date
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * The time the rate limits count in (decision 0119). Unset, as in production, they read the
   * database's own `now()`, so every replica agrees on where a window starts. Tests set a clock
   * so a count never straddles a window's edge and the next window is a step, not a sleep.
   */
  clock?: Clock
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /**
   * The same database for work no one is waiting on at a screen (writing draft chapters, the
   * sweeper), so it cannot starve requests (decision 78): its own smaller pool on PostgreSQL, a
   * lane that yields to requests on PGlite. Closing the database closes it too.
   */
  readonly background?: Database
  /** `performance.now()` of the last statement that succeeded, so a health check can skip its own. */
  lastSuccessAt?(): number | undefined
  /**
   * SQL as a library brings it (the job queue, decision 135): a text of several statements without
   * parameters answers the rows of every statement, and a failure leaves no transaction open.
   */
  rawSql?(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

/** The handle for background work: `db.background` where the database has one, else `db` itself. */
export const backgroundOf = (db: Database): Database => db.background ?? db
