import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { newPasswordSchema } from '@core/auth-forms.ts'
import { paths } from '@core/routes.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { finishPasswordRecovery } from '@web/lib/auth/auth-store.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { useZodForm } from '@web/lib/forms/use-zod-form.ts'
import { getSupabase } from '@web/lib/supabase.ts'
import { AuthCard } from './auth-card.tsx'
import { SubmitButton } from './submit-button.tsx'

function failed(description: string) {
  toast({ title: 'Password update failed', description, variant: 'destructive' })
}

/**
 * After a password-reset link: the session may only be used to choose a new password. Anyone
 * else changes their password on the account page, which asks for the current one.
 */
export function UpdatePasswordPage() {
  const { user, passwordRecovery } = useAuth()
  const navigate = useNavigate()
  const form = useZodForm(newPasswordSchema, { password: '', confirmPassword: '' })
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setBusy(true)
    try {
      const client = await getSupabase()
      const { error } = await client.auth.updateUser({ password })
      if (error) return failed(error.message)
      setDone(true)
      finishPasswordRecovery()
      toast({ title: 'Password updated', description: 'Your new password is set. You are signed in.' })
      await navigate(paths.dashboard, { replace: true })
    } catch (error) {
      failed(errorMessage(error))
    } finally {
      setBusy(false)
    }
  })

  if (!passwordRecovery && !done) return <Navigate to={paths.account} replace />

  return (
    <AuthCard
      title="Set a new password"
      icon={<KeyRound aria-hidden="true" className="size-8 text-primary" />}
      description={
        <>
          Choose a new password for <strong className="text-foreground">{user?.email}</strong> before you go on.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
        <FormField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save new password
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
