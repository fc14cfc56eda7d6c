/**
 * Remembers, for this tab, that the session came from a password-reset link, so reloading the
 * page does not skip the new-password step. Holds the user id, so another account is unaffected.
 */
const KEY = 'folio-password-recovery'

export function markPasswordRecovery(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId)
  } catch {
    // Blocked storage: the step still applies until this tab reloads.
  }
}

export function isPasswordRecovery(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId
  } catch {
    return false
  }
}

export function clearPasswordRecovery(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
