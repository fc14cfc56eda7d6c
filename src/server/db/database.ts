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
}
