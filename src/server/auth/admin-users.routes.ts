import { Hono } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { countUsers, listFactorsOfUsers, listUsersPage, lockUser } from './admin.queries.ts'
import type { AuthContext } from './auth-context.ts'
import type { AuthHooks } from './auth.routes.ts'
import { assertAcceptablePassword, normalizeEmail, optionalMetadata, readAuthBody } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { requireAdmin } from './bearer.ts'
import { deleteFactor, downgradeSessionsAfterFactorRemoval, findOwnedFactor } from './mfa.queries.ts'
import { hashPassword } from './passwords.ts'
import { factorJson, userJson } from './user-json.ts'
import {
  deleteUserById,
  type FactorRow,
  findUserByEmail,
  findUserById,
  insertUser,
  listFactors,
  setPassword,
  updateUser,
  type UserChanges,
  type UserRow,
} from './users.queries.ts'
import { uuidParam } from './uuid-param.ts'

const DEFAULT_PER_PAGE = 50
/** Not in GoTrue; keeps one request from dumping the whole table into memory. */
const MAX_PER_PAGE = 1000

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email address has already been registered'

/** POST and PUT /admin/users take the same fields (GoTrue's AdminUserParams). */
const userBody = z.looseObject({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: optionalMetadata,
  app_metadata: optionalMetadata,
  ban_duration: z.string().nullish(),
})

const deleteBody = z.looseObject({ should_soft_delete: z.boolean().nullish() })

/** A user as the admin API shows it: the public shape plus the ban, which only admins set. */
export function adminUserJson(user: UserRow, factors: FactorRow[] = []) {
  return { ...userJson(user, factors), banned_until: user.banned_until ? new Date(user.banned_until).toISOString() : undefined }
}

const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/**
 * `ban_duration` in Go's duration syntax as GoTrue takes it ("24h", "1h30m", "none"): a Date to
 * ban until, null to lift the ban, undefined when the field was not sent.
 */
export function banUntil(duration: string | null | undefined, now = Date.now()): Date | null | undefined {
  if (duration === undefined || duration === null || duration === '') return undefined
  if (duration === 'none') return null
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(duration)) {
    throw new AuthError('validation_failed', `invalid format for ban duration: time: invalid duration "${duration}"`)
  }
  let ms = 0
  for (const [, value, , unit] of duration.matchAll(/(\d+(\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    ms += Number(value) * (DURATION_UNITS_MS[unit ?? 'ms'] ?? 1)
  }
  return ms === 0 ? null : new Date(now + ms)
}

/** GoTrue's merge: given keys replace stored ones, a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, updates: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

async function checkedPasswordHash(password: string): Promise<string> {
  assertAcceptablePassword(password)
  return hashPassword(password)
}

function pageParam(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value)) throw new AuthError('validation_failed', `Bad Pagination Parameters: ${name} must be a whole number`)
  // Past this the offset leaves bigint (Postgres refused it with a 500); no table has that many rows.
  if (value.length > 9) throw new AuthError('validation_failed', `Bad Pagination Parameters: ${name} is too large`)
  return Number(value)
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

async function loadUser(db: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(db, id)
  if (!user) throw new AuthError('user_not_found', 'User not found')
  return user
}

/** GET/POST /admin/users, GET/PUT/DELETE /admin/users/{id}, and a user's factors (service-role JWT only). */
export function adminUserRoutes(ctx: AuthContext, hooks: AuthHooks = {}): Hono {
  const app = new Hono()

  app.get('/admin/users', async (c) => {
    await requireAdmin(ctx, c)
    const page = Math.max(1, pageParam(c.req.query('page'), 1, 'page'))
    const perPage = Math.min(MAX_PER_PAGE, pageParam(c.req.query('per_page'), DEFAULT_PER_PAGE, 'per_page'))
    if (perPage === 0) throw new AuthError('validation_failed', 'Bad Pagination Parameters: per_page must be greater than 0')
    const [total, users] = await Promise.all([countUsers(ctx.db), listUsersPage(ctx.db, perPage, (page - 1) * perPage)])
    const factors = await listFactorsOfUsers(
      ctx.db,
      users.map((u) => u.id),
    )

    // GoTrue's headers (pagination.go): supabase-js reads the page numbers out of `Link`.
    const lastPage = Math.ceil(total / perPage)
    const link = (p: number) => `</admin/users?page=${p}&per_page=${perPage}>`
    const links = [...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(lastPage)}; rel="last"`]
    c.header('Link', links.join(', '))
    c.header('X-Total-Count', String(total))
    return c.json({
      users: users.map((u) =>
        adminUserJson(
          u,
          factors.filter((f) => f.user_id === u.id),
        ),
      ),
      aud: 'authenticated',
    })
  })

  app.post('/admin/users', async (c) => {
    await requireAdmin(ctx, c)
    const body = await readAuthBody(c, userBody)
    if (!body.email) {
      throw new AuthError(
        'validation_failed',
        body.phone ? 'Phone users are not supported' : 'Cannot create a user without either an email or phone',
      )
    }
    const email = normalizeEmail(body.email)
    const bannedUntil = banUntil(body.ban_duration)
    const encryptedPassword = body.password ? await checkedPasswordHash(body.password) : null
    if (await findUserByEmail(ctx.db, email)) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email,
          encryptedPassword,
          confirmed: body.email_confirm === true,
          userMetadata: body.user_metadata ?? {},
          appMetadata: mergeMetadata({ provider: 'email', providers: ['email'] }, body.app_metadata ?? {}),
        })
        if (bannedUntil === undefined) return created
        return (await updateUser(tx, created.id, { bannedUntil })) ?? created
      })
      return c.json(adminUserJson(user))
    } catch (error) {
      // Two creations of one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
      throw error
    }
  })

  app.get('/admin/users/:user_id', async (c) => {
    await requireAdmin(ctx, c)
    const user = await loadUser(ctx.db, uuidParam(c, 'user_id'))
    return c.json(adminUserJson(user, await listFactors(ctx.db, user.id)))
  })

  app.put('/admin/users/:user_id', async (c) => {
    await requireAdmin(ctx, c)
    const userId = uuidParam(c, 'user_id')
    const body = await readAuthBody(c, userBody)
    if (body.phone) throw new AuthError('validation_failed', 'Phone users are not supported')
    const email = body.email ? normalizeEmail(body.email) : undefined
    const changes: UserChanges = { bannedUntil: banUntil(body.ban_duration), confirmEmail: body.email_confirm === true }
    const encryptedPassword = body.password ? await checkedPasswordHash(body.password) : undefined
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const current = await lockUser(tx, userId)
        if (!current) throw new AuthError('user_not_found', 'User not found')
        if (email && email !== current.email) {
          const owner = await findUserByEmail(tx, email)
          if (owner && owner.id !== current.id) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
          changes.email = email
        }
        if (body.user_metadata) changes.userMetadata = mergeMetadata(current.raw_user_meta_data, body.user_metadata)
        if (body.app_metadata) changes.appMetadata = mergeMetadata(current.raw_app_meta_data, body.app_metadata)
        // Through the same query as a user's own change, so mailed links and codes die with the old password.
        if (encryptedPassword) await setPassword(tx, userId, encryptedPassword)
        return (await updateUser(tx, userId, changes)) ?? current
      })
      // A ban (or its end) counts at once for the sessions the product and data APIs have seen.
      ctx.sessions.forgetUser(userId)
      return c.json(adminUserJson(user, await listFactors(ctx.db, user.id)))
    } catch (error) {
      if (isUniqueViolation(error)) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
      throw error
    }
  })

  app.delete('/admin/users/:user_id', async (c) => {
    await requireAdmin(ctx, c)
    const userId = uuidParam(c, 'user_id')
    const body = await readAuthBody(c, deleteBody)
    // There is no deleted_at column to keep a disabled account in; refusing beats a silent hard delete.
    if (body.should_soft_delete)
      throw new AuthError('validation_failed', 'Soft deletion is not supported; delete the user or ban them with ban_duration')
    if (!(await deleteUserById(ctx.db, userId))) throw new AuthError('user_not_found', 'User not found')
    ctx.sessions.forgetUser(userId)
    await hooks.userDeleted?.(userId)
    return c.json({})
  })

  app.get('/admin/users/:user_id/factors', async (c) => {
    await requireAdmin(ctx, c)
    const user = await loadUser(ctx.db, uuidParam(c, 'user_id'))
    return c.json((await listFactors(ctx.db, user.id)).map(factorJson))
  })

  app.delete('/admin/users/:user_id/factors/:factor_id', async (c) => {
    await requireAdmin(ctx, c)
    const userId = uuidParam(c, 'user_id')
    const factorId = uuidParam(c, 'factor_id')
    const user = await loadUser(ctx.db, userId)
    const factor = await ctx.db.transaction(async (tx) => {
      const owned = await findOwnedFactor(tx, user.id, factorId)
      if (!owned) throw new AuthError('mfa_factor_not_found', 'Factor not found')
      await deleteFactor(tx, owned.id)
      await downgradeSessionsAfterFactorRemoval(tx, user.id, owned.id)
      return owned
    })
    return c.json(factorJson(factor))
  })

  return app
}
