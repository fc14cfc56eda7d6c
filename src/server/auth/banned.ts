import { AuthError } from './auth-errors.ts'

/** GoTrue's IsBanned: banned while `banned_until` lies ahead; none, or a past one, is no ban. */
export function isBanned(bannedUntil: Date | string | null | undefined, now = Date.now()): boolean {
  return bannedUntil !== null && bannedUntil !== undefined && new Date(bannedUntil).getTime() > now
}

/** GoTrue's answer to a banned user: 403 on authenticated routes, 400 on the token grants. */
export function userBanned(status: 400 | 403 = 403, message = 'User is banned'): AuthError {
  return new AuthError('user_banned', message, {}, status)
}
