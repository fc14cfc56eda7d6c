import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AuthContext } from '../auth/auth-context.ts'
import { supabaseCors } from '../auth/cors.ts'
import type { Queryable } from '../db/database.ts'
import { JsonInputError, parseJsonText } from '../http/json-input.ts'
import { resolveCaller, type RestCaller } from './rest-caller.ts'
import { fromDatabaseError, isDatabaseError, PostgrestError, singularityError, tableNotFound } from './rest-errors.ts'
import { parseAccept, parseInsert, parsePrefer, parseReadPlan, type Representation, type SelectItem } from './rest-request.ts'
import { findRestTable, type RestTable } from './rest-tables.ts'
import { enterRequestRole, insertRows, selectRows } from './rest.queries.ts'
import { log } from '../observability/logger.ts'

type RestEnv = { Variables: { caller: RestCaller } }

function tableOf(c: Context): RestTable {
  const name = c.req.param('table') ?? ''
  const table = findRestTable(name)
  if (!table) throw tableNotFound(name)
  return table
}

/** Only `public` is exposed, as with Supabase's default settings. */
function checkProfile(c: Context, header: 'accept-profile' | 'content-profile'): void {
  const profile = c.req.header(header)
  if (profile !== undefined && profile !== 'public') {
    throw new PostgrestError(406, 'PGRST106', 'The schema must be one of the following: public')
  }
}

/** Runs `fn` in one transaction under the caller's role; Postgres errors become PostgREST's. */
async function asCaller<T>(ctx: AuthContext, caller: RestCaller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await enterRequestRole(tx, caller.role, caller.claims)
      return fn(tx)
    })
  } catch (error) {
    if (isDatabaseError(error)) throw fromDatabaseError(error, caller.role !== 'anon')
    throw error
  }
}

/** Column rows → the JSON the client asked for: aliases applied, nulls dropped on request. */
function shape(rows: Record<string, unknown>[], select: SelectItem[], representation: Representation) {
  return rows.map((row) =>
    Object.fromEntries(
      select.map((item) => [item.alias, row[item.column]] as const).filter(([, value]) => !(representation.stripNulls && value === null)),
    ),
  )
}

function send(c: Context, status: ContentfulStatusCode, rows: Record<string, unknown>[], representation: Representation): Response {
  if (representation.single) {
    c.header('Content-Type', 'application/vnd.pgrst.object+json; charset=utf-8')
    return c.body(JSON.stringify(rows[0]), status)
  }
  c.header('Content-Type', 'application/json; charset=utf-8')
  return c.body(JSON.stringify(rows), status)
}

/**
 * A deliberately small PostgREST (docs/supabase-contract.md#data-api) for embedded mode: GET with `select`,
 * `eq` filters, order/limit/offset, and POST inserts, on whitelisted tables only. Every request
 * runs in its own transaction as `anon`, `authenticated` or `service_role`, so the same grants
 * and RLS policies decide as on hosted Supabase. There is no update or delete: credits change
 * only through the server's own ledger.
 */
export function restRoutes(ctx: AuthContext): Hono<RestEnv> {
  const app = new Hono<RestEnv>()
  app.use('*', supabaseCors(ctx.config))
  app.use(
    '*',
    bodyLimit({
      maxSize: ctx.config.BODY_LIMIT_BYTES,
      onError: (c) => c.json({ code: 'payload_too_large', details: null, hint: null, message: 'The request body is too large.' }, 413),
    }),
  )
  app.onError((error, c) => {
    if (error instanceof PostgrestError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json(error.body, error.status as ContentfulStatusCode)
    }
    const logger = c.get('log') ?? log
    logger.error({ err: error }, `Data API error on ${c.req.method} ${c.req.path}`)
    return c.json({ code: 'PGRST000', details: null, hint: null, message: 'Internal server error' }, 500)
  })
  // The token is checked before anything else, as PostgREST does: a bad JWT is a 401 on every path.
  app.use('*', async (c, next) => {
    c.set('caller', await resolveCaller(ctx, c))
    await next()
  })

  app.get('/:table', async (c) => {
    const table = tableOf(c)
    checkProfile(c, 'accept-profile')
    const plan = parseReadPlan(table, new URL(c.req.url).searchParams)
    const representation = parseAccept(c.req.header('accept'))
    const rows = shape(await asCaller(ctx, c.var.caller, (tx) => selectRows(tx, table, plan)), plan.select, representation)
    if (representation.single && rows.length !== 1) throw singularityError(rows.length)
    const first = plan.offset ?? 0
    c.header('Content-Range', rows.length > 0 ? `${first}-${first + rows.length - 1}/*` : '*/*')
    return send(c, 200, rows, representation)
  })

  app.post('/:table', async (c) => {
    const table = tableOf(c)
    checkProfile(c, 'content-profile')
    const params = new URL(c.req.url).searchParams
    const prefer = parsePrefer(c.req.header('prefer'))
    if (prefer.upsert || params.has('on_conflict')) {
      throw new PostgrestError(400, 'PGRST127', 'Feature not implemented', 'Upserts are not supported by this server')
    }
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      throw new PostgrestError(415, 'PGRST107', 'The Content-Type sent in the request is invalid', 'Send the rows as application/json')
    }
    let body: unknown
    try {
      body = parseJsonText(await c.req.text())
    } catch (error) {
      if (!(error instanceof JsonInputError)) throw error
      throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', error.problem === 'too_deep' ? error.message : null)
    }
    const insert = parseInsert(table, params, body)
    const select = prefer.returnRepresentation
      ? parseReadPlan(table, new URLSearchParams({ select: params.get('select') ?? '*' })).select
      : undefined
    const representation = parseAccept(c.req.header('accept'))
    const rows = await asCaller(ctx, c.var.caller, async (tx) => {
      const result = await insertRows(tx, table, insert, select)
      // Checked inside the transaction: a `.single()` insert of several rows is rolled back, as in PostgREST.
      if (select && representation.single && result.count !== 1) throw singularityError(result.count)
      return select ? shape(result.rows, select, representation) : []
    })
    c.header('Content-Range', '*/*')
    if (!select) return c.body(null, 201)
    return send(c, 201, rows, representation)
  })

  // No update or delete route: PostgREST would run them and Postgres would refuse (no grant).
  app.on(['PATCH', 'PUT', 'DELETE'], '/:table', (c) => {
    tableOf(c)
    throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`, null, null, { Allow: 'GET, HEAD, POST, OPTIONS' })
  })
  app.all('/rpc/:name', (c) => {
    throw new PostgrestError(404, 'PGRST202', `Could not find the function public.${c.req.param('name')} in the schema cache`)
  })
  app.all('*', () => {
    throw new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL')
  })
  return app
}
