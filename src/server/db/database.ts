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

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
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
}

/** The handle for background work: `db.background` where the database has one, else `db` itself. */
export const backgroundOf = (db: Database): Database => db.background ?? db
