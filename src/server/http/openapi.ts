import { OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context, Env, MiddlewareHandler } from 'hono'
import { apiErrorBodySchema } from '@core/api-schemas.ts'
import { AppError } from './app-error.ts'
import { findNul, JsonInputError, NUL_MESSAGE, parseJsonText } from './json-input.ts'

/**
 * The product API's contract (decision 0117): each /api route is declared once with
 * `createRoute` from the shared zod schemas of src/core, which gives the OpenAPI document
 * (`GET /api/openapi.json`), the request checks, and the types of the web app's `hc` client.
 */

type Issue = { path: string; message: string }
type HookResult = { target: string } & ({ success: true; data: unknown } | { success: false; error: z.ZodError })

// What the message names when the problem is the whole value rather than one field (as readJson and readQuery say).
const WHOLE: Record<string, string> = { json: 'body', query: 'query', param: 'path' }

/**
 * Every declared request check answers from the one error table, as `readJson` and `readQuery`
 * do: `validation_failed` with `issues`, naming the first; a NUL the schema left in the body is
 * refused by field (json-input.ts).
 */
export function contractHook(result: HookResult, _c: Context): void {
  if (!result.success) {
    const issues: Issue[] = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    const first = issues[0]
    throw new AppError('validation_failed', first ? `${first.path || WHOLE[result.target] || 'body'}: ${first.message}` : undefined, issues)
  }
  if (result.target !== 'json') return
  const nul = findNul(result.data)
  if (nul !== undefined) throw new AppError('validation_failed', `${nul || 'body'}: ${NUL_MESSAGE}`, [{ path: nul, message: NUL_MESSAGE }])
}

/** A router of declared routes; mounted into another one, its declarations go along. */
export function contractRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({ defaultHook: contractHook })
}

/**
 * Route middleware for a JSON body: the media type, the depth cap and well-formed text of
 * json-input.ts (decision 0030), answered as before; the declared check then reads the value
 * parsed here (`c.req.json()`), so the body is read once and by our rules.
 */
export const jsonInput: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('application/json')) throw new AppError('unsupported_media_type')
  readJsonBody(c, await c.req.text())
  await next()
}

/**
 * The same for a body that may be left out (`optionalJsonBody`): a request with no body at all,
 * or JSON's media type with nothing in it, reads as `{}`; any other body must still be JSON.
 */
export const optionalJsonInput: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? ''
  const text = await c.req.text()
  if (text.trim() === '') {
    if (type.includes('application/json')) c.req.json = <T>() => Promise.resolve({} as T)
    return next()
  }
  if (!type.includes('application/json')) throw new AppError('unsupported_media_type')
  readJsonBody(c, text)
  await next()
}

function readJsonBody(c: Context, text: string): void {
  let value: unknown
  try {
    value = parseJsonText(text)
  } catch (error) {
    if (!(error instanceof JsonInputError)) throw error
    throw error.problem === 'too_deep' ? new AppError('json_too_deep', error.message) : new AppError('invalid_json')
  }
  // The declared check reads `c.req.json()`, which would parse the raw text again (and keep its
  // lone surrogates): this request answers with the value read here instead.
  c.req.json = <T>() => Promise.resolve(value as T)
}

/** A required JSON body checked with `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S, description?: string) => ({
  required: true as const,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
})

/** An optional JSON body checked with `schema` when sent (with `optionalJsonInput`; none reads as `{}`). */
export const optionalJsonBody = <S extends z.ZodType>(schema: S, description?: string) => ({
  required: false as const,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
})

/** A JSON answer of `schema`. */
export const jsonAnswer = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** Every error: `{code, message}` (and `issues`, `requestId`) with a code of src/core/errors.ts. */
export const errorAnswers = {
  default: {
    description: 'An error from the one table (src/core/errors.ts): its HTTP status and a stable code.',
    content: { 'application/json': { schema: apiErrorBodySchema } },
  },
}

/** A stream of server-sent events, each `data:` one JSON event of the named shape (not checked by the generator). */
export const eventStreamAnswer = (description: string) => ({
  description,
  content: {
    'text/event-stream': { schema: { type: 'string' as const, description: 'Server-sent events; each data line is one JSON event.' } },
  },
})

/** Bytes of the given media types (an export, an image). */
export const binaryAnswer = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }])),
})

/**
 * Uuid path parameters, declared as strings: a malformed one is the route's own 404, as for a
 * missing thing (project-params.ts), never a 400.
 */
export const uuidParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string().openapi({ format: 'uuid' })])) as Record<K, z.ZodString>)

/**
 * A JSON body declared for the document only, for the few routes that must judge it after
 * other checks (an export's slot and rate limits, the checkout's own error words): the handler
 * reads it with `readJson`, and the OpenAPI document still shows the shared schema.
 */
export const documentedJsonBody = (schema: z.ZodType, description?: string) => {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return {
    required: true as const,
    ...(description ? { description } : {}),
    content: { 'application/json': { schema: jsonSchema as Record<string, unknown> } },
  }
}
