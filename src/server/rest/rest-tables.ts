/**
 * The only tables and columns the data API exposes. Requests are matched against this list and
 * SQL is built from these constants alone, so nothing a client sends ever becomes an identifier.
 * Which rows a caller may read or write is still Postgres's decision (grants + RLS).
 */
export const restTables = {
  profiles: { columns: ['id', 'credits', 'created_at'] },
} as const satisfies Record<string, { columns: readonly string[] }>

export type RestTableName = keyof typeof restTables

export interface RestTable {
  name: RestTableName
  columns: readonly string[]
}

export function findRestTable(name: string): RestTable | undefined {
  if (!Object.hasOwn(restTables, name)) return undefined
  const table = name as RestTableName
  return { name: table, columns: restTables[table].columns }
}
