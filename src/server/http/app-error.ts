import { type ApiErrorBody, type ErrorCode, errorBody, errorTable } from '@core/errors.ts'

/** An error a handler throws on purpose; the error handler answers it from the shared table. */
export class AppError extends Error {
  readonly status: number
  readonly body: ApiErrorBody
  /** Sent as `Retry-After` (seconds) with the answer: when asking again may succeed. */
  retryAfterSeconds?: number

  constructor(code: ErrorCode, message?: string, issues?: ApiErrorBody['issues']) {
    super(message ?? errorTable[code].message)
    this.name = 'AppError'
    this.status = errorTable[code].status
    this.body = errorBody(code, message, issues)
  }
}
