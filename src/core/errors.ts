import { z } from 'zod'

/**
 * Every error the product API can answer with: its HTTP status and a message that is safe to
 * show a person. The server maps codes to responses here; the client reads `code` from the body.
 */
export const errorTable = {
  bad_request: { status: 400, message: 'The request could not be understood.' },
  validation_failed: { status: 400, message: 'Some of the fields are not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  unauthorized: { status: 401, message: 'Please sign in to continue.' },
  insufficient_credits: { status: 402, message: 'Insufficient credits.' },
  forbidden: { status: 403, message: 'You are not allowed to do that.' },
  not_found: { status: 404, message: 'Not found.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  conflict: { status: 409, message: 'That conflicts with the current state. Reload and try again.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  provider_unavailable: { status: 503, message: 'The service is temporarily unavailable. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorTable
export const errorCodes = Object.keys(errorTable) as [ErrorCode, ...ErrorCode[]]

/** The JSON body of every API error. `issues` lists field problems for validation errors. */
export const apiErrorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>

export function errorBody(code: ErrorCode, message?: string, issues?: ApiErrorBody['issues']): ApiErrorBody {
  return { code, message: message ?? errorTable[code].message, ...(issues ? { issues } : {}) }
}

/** Reads an API error body if the text is one; anything else gives undefined. */
export function parseApiErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
