import { errorTable } from '@core/errors.ts'

/**
 * What a failed password sign-in tells the person. The server says an account is suspended only
 * to someone who gave its right password; the code, never the wording, decides.
 */
export function signInFailureText(error: { code?: string | undefined; message: string }): string {
  return error.code === 'user_banned' ? errorTable.user_banned.message : error.message
}
