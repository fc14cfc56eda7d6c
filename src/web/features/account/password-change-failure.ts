import { authMessages } from '@core/auth-forms.ts'

/** Where the change-password form shows a refusal of the auth service. */
export type PasswordChangeFailure = { field: 'currentPassword' | 'password'; message: string } | { toast: string }

export const passwordChangeMessages = {
  currentPasswordInvalid: 'Your current password is not correct',
  samePassword: 'Choose a password different from your current one',
} as const

/**
 * Maps the auth service's error code (GoTrue's codes, never its message text, which repeats
 * itself for two cases) to the field the person has to fix; anything else is a toast.
 */
export function passwordChangeFailure(error: { code?: string; message: string }): PasswordChangeFailure {
  switch (error.code) {
    case 'current_password_required':
      return { field: 'currentPassword', message: authMessages.currentPassword }
    case 'current_password_invalid':
      return { field: 'currentPassword', message: passwordChangeMessages.currentPasswordInvalid }
    case 'same_password':
      return { field: 'password', message: passwordChangeMessages.samePassword }
    case 'weak_password':
      // The service's weak-password messages are written for people ("Password should be at least...").
      return { field: 'password', message: error.message }
    default:
      return { toast: error.message }
  }
}
