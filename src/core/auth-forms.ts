import { z } from 'zod'

/** Minimum password length (docs/product.md#form-validation). */
export const MIN_PASSWORD_LENGTH = 6

/** The validation messages (docs/product.md#form-validation), word for word. */
export const authMessages = {
  email: 'Please enter a valid email address',
  password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPassword: 'Please confirm your password',
  mismatch: "Passwords don't match",
  currentPassword: 'Please enter your current password',
  totpCode: 'Enter the 6-digit code from your authenticator app',
} as const

// Trimmed first: a stray space pasted with the address is not worth an error.
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: authMessages.email }))
const password = z.string().min(MIN_PASSWORD_LENGTH, { error: authMessages.password })
const confirmPassword = z.string().min(MIN_PASSWORD_LENGTH, { error: authMessages.confirmPassword })

/**
 * The mismatch is reported on confirmPassword, where the person has to fix it, and only once both
 * passwords are long enough: one message per field, the most useful first.
 */
function withMatchingPasswords<S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S): S {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.mismatch,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'confirmPassword'),
  })
}

export const signInSchema = z.object({ email, password })
export type SignInValues = z.infer<typeof signInSchema>

export const signUpSchema = withMatchingPasswords(z.object({ email, password, confirmPassword }))
export type SignUpValues = z.infer<typeof signUpSchema>

export const resetSchema = z.object({ email })
export type ResetValues = z.infer<typeof resetSchema>

/** After a reset link: the new password twice. */
export const newPasswordSchema = withMatchingPasswords(z.object({ password, confirmPassword }))
export type NewPasswordValues = z.infer<typeof newPasswordSchema>

/** On the account page the auth service wants the current password as well. */
export const changePasswordSchema = withMatchingPasswords(
  z.object({ currentPassword: z.string().min(1, { error: authMessages.currentPassword }), password, confirmPassword }),
)
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>

/** A TOTP code: six digits; spaces people type to group the digits are dropped. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: authMessages.totpCode })),
})
export type TotpCodeValues = z.infer<typeof totpCodeSchema>
