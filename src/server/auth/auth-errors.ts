import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** GoTrue's error codes with their HTTP status (docs/supabase-contract.md#auth-errors). */
export const authErrorStatus = {
  invalid_credentials: 400,
  user_already_exists: 422,
  email_exists: 422,
  weak_password: 422,
  email_not_confirmed: 400,
  session_not_found: 403,
  refresh_token_not_found: 400,
  refresh_token_already_used: 400,
  session_expired: 400,
  over_request_rate_limit: 429,
  over_email_send_rate_limit: 429,
  bad_jwt: 403,
  no_authorization: 401,
  not_admin: 403,
  signup_disabled: 422,
  validation_failed: 400,
  same_password: 422,
  reauthentication_needed: 400,
  reauthentication_not_valid: 422,
  current_password_required: 400,
  current_password_invalid: 400,
  otp_expired: 403,
  otp_disabled: 422,
  flow_state_not_found: 404,
  flow_state_expired: 422,
  bad_code_verifier: 400,
  mfa_verification_failed: 422,
  mfa_challenge_expired: 422,
  mfa_factor_not_found: 404,
  mfa_factor_name_conflict: 422,
  too_many_enrolled_mfa_factors: 422,
  insufficient_aal: 422,
  user_not_found: 404,
  user_banned: 403,
  unexpected_failure: 500,
} as const

export type AuthErrorCode = keyof typeof authErrorStatus

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly status: number = authErrorStatus[code],
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'

/**
 * Answers in the shape the client reads: `{code, message}` when it sent the API-version header
 * (echoed back), GoTrue's legacy `{code: status, error_code, msg}` otherwise.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  const version = c.req.header(API_VERSION_HEADER)
  c.header('x-sb-error-code', error.code)
  if (version) {
    c.header(API_VERSION_HEADER, version)
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status as ContentfulStatusCode)
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status as ContentfulStatusCode)
}
