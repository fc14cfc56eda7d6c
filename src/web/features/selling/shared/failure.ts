import { type ErrorCode, parseApiErrorBody } from '@core/errors.ts'
import { ApiError } from '@web/lib/api-client.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'

/** A refused call: the code the screens branch on, the server's own message, and field problems by path. */
export interface Failure {
  code: ErrorCode | undefined
  message: string
  /** `validation_failed`'s issues: 'price.amount' → its message (the first for each path). */
  fields: Record<string, string>
}

export function failureOf(error: unknown): Failure {
  const body = error instanceof ApiError ? parseApiErrorBody(error.body) : undefined
  const fields: Record<string, string> = {}
  for (const issue of body?.issues ?? []) fields[issue.path] ??= issue.message
  return { code: errorCode(error), message: body?.message ?? describeError(error), fields }
}
