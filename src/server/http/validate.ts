import type { Context } from 'hono'
import type { z } from 'zod'
import { AppError } from './app-error.ts'
import { findNul, JsonInputError, NUL_MESSAGE, parseJsonText } from './json-input.ts'

/**
 * Reads the JSON body and checks it with a shared zod schema; bad input is a 400, never a 500.
 * A NUL left after the schema (which strips it from document text) is refused by field.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('application/json')) throw new AppError('unsupported_media_type')
  let raw: unknown
  try {
    raw = parseJsonText(await c.req.text())
  } catch (error) {
    if (!(error instanceof JsonInputError)) throw error
    throw error.problem === 'too_deep' ? new AppError('json_too_deep', error.message) : new AppError('invalid_json')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    throw new AppError('validation_failed', issues[0] ? `${issues[0].path || 'body'}: ${issues[0].message}` : undefined, issues)
  }
  const nul = findNul(parsed.data)
  if (nul !== undefined) throw new AppError('validation_failed', `${nul || 'body'}: ${NUL_MESSAGE}`, [{ path: nul, message: NUL_MESSAGE }])
  return parsed.data
}
