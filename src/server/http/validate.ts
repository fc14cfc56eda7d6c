import type { Context } from 'hono'
import type { z } from 'zod'
import { AppError } from './app-error.ts'

/** Reads the JSON body and checks it with a shared zod schema; bad input is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('application/json')) throw new AppError('unsupported_media_type')
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw new AppError('invalid_json')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    throw new AppError('validation_failed', issues[0] ? `${issues[0].path || 'body'}: ${issues[0].message}` : undefined, issues)
  }
  return parsed.data
}
