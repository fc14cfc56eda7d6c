import { parseError, PostgrestError } from './rest-errors.ts'
import type { RestTable } from './rest-tables.ts'

/** One output field: `alias` is the JSON key, `column` a whitelisted column name. */
export interface SelectItem {
  alias: string
  column: string
}

export interface Filter {
  column: string
  value: string
}

export interface Order {
  column: string
  descending: boolean
  nulls?: 'first' | 'last'
}

export interface ReadPlan {
  select: SelectItem[]
  filters: Filter[]
  order: Order[]
  limit?: number
  offset?: number
}

// Query parameters with a meaning of their own; every other one is a filter on a column.
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

function columnNotFound(table: RestTable, column: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${table.name}.${column} does not exist`)
}

function requireColumn(table: RestTable, column: string): string {
  if (!table.columns.includes(column)) throw columnNotFound(table, column)
  return column
}

/** `select=*`, `select=credits`, `select=id,balance:credits`. No embedding, casts or JSON paths. */
export function parseSelect(table: RestTable, raw: string | null): SelectItem[] {
  const items: SelectItem[] = []
  for (const part of (raw ?? '*').split(',').map((p) => p.trim())) {
    if (part === '*' || part === '') {
      items.push(...table.columns.map((column) => ({ alias: column, column })))
      continue
    }
    if (/[()]|::|->/.test(part))
      throw parseError(`"failed to parse select parameter (${raw})"`, 'Only plain column names and aliases are supported')
    const [first, second, ...rest] = part.split(':')
    const [alias, column] = second === undefined ? [first, first] : [first, second]
    if (rest.length > 0 || !alias || !column || !NAME.test(alias)) throw parseError(`"failed to parse select parameter (${raw})"`)
    items.push({ alias, column: requireColumn(table, column) })
  }
  return items
}

function parseCount(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"failed to parse ${name} parameter (${raw})"`)
  return Number(raw)
}

function parseOrder(table: RestTable, raw: string | null): Order[] {
  if (raw === null) return []
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.')
    const order: Order = { column: requireColumn(table, column), descending: false }
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.descending = modifier === 'desc'
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') order.nulls = modifier === 'nullsfirst' ? 'first' : 'last'
      else throw parseError(`"failed to parse order (${raw})"`)
    }
    return order
  })
}

/** Filters are `column=eq.value` only; the value travels as a query parameter, never as SQL. */
function parseFilters(table: RestTable, params: URLSearchParams): Filter[] {
  const filters: Filter[] = []
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue
    if (key === 'or' || key === 'and' || key === 'not')
      throw parseError(`"failed to parse logic tree (${raw})"`, 'Only eq filters are supported')
    requireColumn(table, key)
    if (!raw.startsWith('eq.')) throw parseError(`"failed to parse filter (${raw})"`, 'Only eq filters are supported')
    filters.push({ column: key, value: raw.slice(3) })
  }
  return filters
}

export function parseReadPlan(table: RestTable, params: URLSearchParams): ReadPlan {
  return {
    select: parseSelect(table, params.get('select')),
    filters: parseFilters(table, params),
    order: parseOrder(table, params.get('order')),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
  }
}

export interface InsertPlan {
  columns: string[]
  rows: Record<string, unknown>[]
}

function invalidBody(details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST102', 'Empty or invalid json', details)
}

/**
 * The rows to insert and their columns: the `columns` parameter when supabase-js sends one (for
 * arrays), else the first object's keys, which every object must share, as PostgREST requires.
 */
export function parseInsert(table: RestTable, params: URLSearchParams, body: unknown): InsertPlan {
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) throw invalidBody()
  const objects = rows as Record<string, unknown>[]
  const listed = params.get('columns')
  const keys = listed !== null ? listed.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1')) : Object.keys(objects[0] ?? {})
  if (listed === null) {
    const expected = [...keys].sort().join(',')
    if (objects.some((row) => Object.keys(row).sort().join(',') !== expected)) throw invalidBody('All object keys must match')
  }
  for (const key of keys) {
    if (!table.columns.includes(key)) {
      throw new PostgrestError(400, 'PGRST204', `Could not find the '${key}' column of '${table.name}' in the schema cache`)
    }
  }
  return { columns: [...new Set(keys)], rows: objects }
}

export interface Preferences {
  returnRepresentation: boolean
  upsert: boolean
}

/** `Prefer: return=representation, count=exact, …` (several headers arrive joined by commas). */
export function parsePrefer(header: string | undefined): Preferences {
  const parts = (header ?? '').split(',').map((p) => p.trim())
  return {
    returnRepresentation: parts.includes('return=representation'),
    upsert: parts.some((p) => p.startsWith('resolution=')),
  }
}

export interface Representation {
  /** `Accept: application/vnd.pgrst.object+json` (what `.single()` sends). */
  single: boolean
  stripNulls: boolean
}

export function parseAccept(header: string | undefined): Representation {
  const accept = header ?? ''
  const single = accept.includes('application/vnd.pgrst.object+json')
  return { single, stripNulls: /nulls=stripped/.test(accept) }
}
