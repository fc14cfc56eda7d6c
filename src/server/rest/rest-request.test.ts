import { describe, expect, it } from 'vitest'
import { PostgrestError, statusForSqlState } from './rest-errors.ts'
import { parseAccept, parseInsert, parsePrefer, parseReadPlan, parseSelect } from './rest-request.ts'
import { findRestTable, type RestTable } from './rest-tables.ts'

const profiles = findRestTable('profiles') as RestTable

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    if (error instanceof PostgrestError) return error.body.code
    throw error
  }
  return undefined
}

describe('the data API request parser', () => {
  it('knows only whitelisted tables, including none from the prototype', () => {
    expect(findRestTable('profiles')?.columns).toEqual(['id', 'credits', 'created_at'])
    expect(findRestTable('users')).toBeUndefined()
    expect(findRestTable('constructor')).toBeUndefined()
  })

  it('expands * and keeps aliases as JSON keys only', () => {
    expect(parseSelect(profiles, null).map((i) => i.column)).toEqual(['id', 'credits', 'created_at'])
    expect(parseSelect(profiles, 'balance:credits,id')).toEqual([
      { alias: 'balance', column: 'credits' },
      { alias: 'id', column: 'id' },
    ])
    expect(codeOf(() => parseSelect(profiles, 'x"y:credits'))).toBe('PGRST100')
    expect(codeOf(() => parseSelect(profiles, 'credits,secret'))).toBe('42703')
  })

  it('reads eq filters, order, limit and offset; refuses the rest', () => {
    const plan = parseReadPlan(
      profiles,
      new URLSearchParams('select=id&id=eq.a.b&credits=eq.2&order=created_at.desc.nullslast,id&limit=1&offset=2'),
    )
    expect(plan.filters).toEqual([
      { column: 'id', value: 'a.b' },
      { column: 'credits', value: '2' },
    ])
    expect(plan.order).toEqual([
      { column: 'created_at', descending: true, nulls: 'last' },
      { column: 'id', descending: false },
    ])
    expect([plan.limit, plan.offset]).toEqual([1, 2])
    expect(codeOf(() => parseReadPlan(profiles, new URLSearchParams('or=(id.eq.1,credits.eq.2)')))).toBe('PGRST100')
    expect(codeOf(() => parseReadPlan(profiles, new URLSearchParams('id=in.(1,2)')))).toBe('PGRST100')
    expect(codeOf(() => parseReadPlan(profiles, new URLSearchParams('limit=-1')))).toBe('PGRST100')
    expect(codeOf(() => parseReadPlan(profiles, new URLSearchParams('order=credits;drop')))).toBe('42703')
  })

  it('takes insert columns from supabase-js’s `columns` parameter or the objects’ keys', () => {
    const listed = parseInsert(profiles, new URLSearchParams('columns="id","credits"'), [{ id: 'a', credits: 2, extra: 1 }, { id: 'b' }])
    expect(listed.columns).toEqual(['id', 'credits'])
    expect(parseInsert(profiles, new URLSearchParams(), { credits: 2, id: 'a' }).columns).toEqual(['credits', 'id'])
    expect(codeOf(() => parseInsert(profiles, new URLSearchParams(), [{ id: 'a' }, { credits: 2 }]))).toBe('PGRST102')
    expect(codeOf(() => parseInsert(profiles, new URLSearchParams(), [1, 2]))).toBe('PGRST102')
    expect(codeOf(() => parseInsert(profiles, new URLSearchParams(), { role: 'admin' }))).toBe('PGRST204')
  })

  it('reads Prefer and Accept as supabase-js sends them', () => {
    expect(parsePrefer('return=representation,count=exact')).toEqual({ returnRepresentation: true, upsert: false })
    expect(parsePrefer('resolution=merge-duplicates, return=minimal')).toEqual({ returnRepresentation: false, upsert: true })
    expect(parseAccept('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({ single: true, stripNulls: true })
    expect(parseAccept(undefined)).toEqual({ single: false, stripNulls: false })
  })

  it('maps SQLSTATEs as PostgREST does', () => {
    expect(statusForSqlState('42501', false)).toBe(401)
    expect(statusForSqlState('42501', true)).toBe(403)
    expect(statusForSqlState('23505', true)).toBe(409)
    expect(statusForSqlState('23514', true)).toBe(400)
    expect(statusForSqlState('22P02', true)).toBe(400)
    expect(statusForSqlState('23502', true)).toBe(400)
    expect(statusForSqlState('08006', true)).toBe(503)
    expect(statusForSqlState('XX000', true)).toBe(500)
  })
})
