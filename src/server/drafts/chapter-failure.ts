import { type ErrorCode, isErrorCode } from '@core/errors.ts'
import { generationFailure } from '../generation/providers/generation-failure.ts'
import { AppError } from '../http/app-error.ts'

/** What a failed chapter stores and answers: a code from the shared table and a message a person can read. */
export interface ChapterFailure {
  code: ErrorCode
  message: string
}

/** A provider's 429 becomes `rate_limited` (the client's throttling text keys on the code, decision 43); other provider failures 503. */
export function chapterFailure(error: unknown): ChapterFailure {
  const { code, message } = generationFailure(error).body
  return { code, message }
}

/** The error a stored failure answers with, e.g. for a request that waited on the failed attempt. */
export function storedFailure(code: string | null, message: string | null): AppError {
  return new AppError(isErrorCode(code) ? code : 'provider_unavailable', message ?? undefined)
}
