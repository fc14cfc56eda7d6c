import type { Queryable } from '../db/database.ts'
import type { InsertPlan, ReadPlan } from './rest-request.ts'
import type { RestTable } from './rest-tables.ts'

export type RestRole = 'anon' | 'authenticated' | 'service_role'

// `set role` takes no parameters: the statement comes from this fixed list, never from a token.
const SET_ROLE: Record<RestRole, string> = {
  anon: 'set local role anon',
  authenticated: 'set local role authenticated',
  service_role: 'set local role service_role',
}

/**
 * What Supabase's PostgREST does at the start of every request's transaction: switch to the
 * caller's role and publish the JWT claims that `auth.uid()` and the RLS policies read.
 * Both are transaction-local, so nothing leaks to the next request on a pooled connection.
 */
export async function enterRequestRole(tx: Queryable, role: RestRole, claims: Record<string, unknown>): Promise<void> {
  await tx.query(SET_ROLE[role])
  await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)])
}

// Identifiers come only from the whitelist in rest-tables.ts; quoting keeps them exact.
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

function distinctColumns(plan: { select: { column: string }[] }): string {
  return [...new Set(plan.select.map((item) => item.column))].map(ident).join(', ')
}

/**
 * Rows as Postgres's own JSON (row_to_json), so timestamps and numbers look exactly as
 * PostgREST renders them. Keys are column names; aliases are applied by the caller.
 */
export async function selectRows(db: Queryable, table: RestTable, plan: ReadPlan): Promise<Record<string, unknown>[]> {
  const params: unknown[] = []
  const where = plan.filters.map((filter) => {
    params.push(filter.value)
    return `${ident(filter.column)} = $${params.length}`
  })
  const order = plan.order.map((o) => `${ident(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`)
  let sql = `select ${distinctColumns(plan)} from public.${ident(table.name)}`
  if (where.length > 0) sql += ` where ${where.join(' and ')}`
  if (order.length > 0) sql += ` order by ${order.join(', ')}`
  if (plan.limit !== undefined) sql += ` limit $${params.push(plan.limit)}`
  if (plan.offset !== undefined) sql += ` offset $${params.push(plan.offset)}`
  const result = await db.query<{ r: Record<string, unknown> }>(`select row_to_json(t) as r from (${sql}) t`, params)
  return result.rows.map((row) => row.r)
}

/**
 * Inserts the rows the way PostgREST does: the whole payload is one JSON parameter turned into
 * table rows by json_populate_recordset, so Postgres does every type conversion. With `returning`
 * the new rows come back (which also makes Postgres apply the SELECT policies to them); without
 * it only the count does, and a caller who may insert but not read still succeeds.
 */
export async function insertRows(
  db: Queryable,
  table: RestTable,
  plan: InsertPlan,
  returning?: { column: string }[],
): Promise<{ count: number; rows: Record<string, unknown>[] }> {
  const target = `public.${ident(table.name)}`
  const columns = plan.columns.map(ident).join(', ')
  const insert =
    `insert into ${target}${columns ? ` (${columns})` : ''} ` + `select ${columns} from json_populate_recordset(null::${target}, $1::json)`
  const payload = [JSON.stringify(plan.rows)]
  if (!returning) {
    const result = await db.query(insert, payload)
    return { count: result.rowCount, rows: [] }
  }
  const result = await db.query<{ r: Record<string, unknown> }>(
    `with inserted as (${insert} returning ${distinctColumns({ select: returning })}) select row_to_json(t) as r from inserted t`,
    payload,
  )
  return { count: result.rows.length, rows: result.rows.map((row) => row.r) }
}
