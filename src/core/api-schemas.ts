import { z } from 'zod'
import { type ErrorCode, errorTable, isErrorCode } from './errors.ts'

/**
 * The product API's small answers that had no schema of their own, and the zod twin of
 * `ApiErrorBody`, for the declared routes (decision 0117). Kept apart from errors.ts, which the
 * browser's first bundle reads and which stays free of zod.
 */
export const apiErrorBodySchema = z.object({
  code: z.enum(Object.keys(errorTable) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
})

/**
 * A code of the one error table, as an event of a stream carries it; a code this build does not
 * know (a newer server) reads as `internal`, so the event still ends the stream.
 */
export const errorCodeSchema = z.custom<ErrorCode>(isErrorCode).catch('internal')

/** GET /api/health: liveness plus the database. */
export const healthResponseSchema = z.object({ status: z.literal('ok') })

/** One readiness check of GET /api/ready: `ok`, or why not (decision 113). */
export const readyCheckSchema = z.object({ ok: z.boolean(), detail: z.string().optional() })

/** GET /api/ready: whether to send this instance traffic; a 503 carries the same `checks` beside the error. */
export const readyResponseSchema = z.object({ status: z.literal('ready'), checks: z.record(z.string(), readyCheckSchema) })
export const notReadyResponseSchema = apiErrorBodySchema.extend({ checks: z.record(z.string(), readyCheckSchema) })

/** GET /api/me: who the bearer token belongs to. */
export const meResponseSchema = z.object({ id: z.string(), email: z.string().nullable() })

/** GET /api/__debug/credits: the balance as the server reads it. */
export const creditsResponseSchema = z.object({ credits: z.number().int() })

/**
 * GET /api/config (and the `folio-config` meta tag): what the web app needs at run time.
 * `supabaseUrl: null` means "this page's own origin" (embedded mode).
 */
export const webConfigSchema = z.object({
  supabaseUrl: z.string().nullable(),
  supabaseAnonKey: z.string().nullable(),
  /** Which writer generates text ('offline' = the built-in writer, 'none' = a production server that refuses to write). */
  generation: z.object({ writer: z.string(), offline: z.boolean(), draftConcurrency: z.number().int() }),
})
export type WebConfig = z.infer<typeof webConfigSchema>
