import { useState } from 'react'
import { changePasswordSchema } from '@core/auth-forms.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { useZodForm } from '@web/lib/forms/use-zod-form.ts'
import { getSupabase } from '@web/lib/supabase.ts'
import { passwordChangeFailure } from './password-change-failure.ts'

const initial = { currentPassword: '', password: '', confirmPassword: '' }

function failed(description: string) {
  toast({ title: 'Password update failed', description, variant: 'destructive' })
}

export function ChangePasswordCard() {
  const form = useZodForm(changePasswordSchema, initial)
  const [busy, setBusy] = useState(false)

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setBusy(true)
    try {
      const client = await getSupabase()
      // The auth service checks the current password before it accepts a new one.
      const { error } = await client.auth.updateUser({ password, current_password: currentPassword })
      if (error) {
        const failure = passwordChangeFailure(error)
        return 'field' in failure ? form.setFieldError(failure.field, failure.message) : failed(failure.toast)
      }
      toast({ title: 'Password updated', description: 'Use your new password the next time you sign in.' })
      form.reset()
    } catch (error) {
      failed(errorMessage(error))
    } finally {
      setBusy(false)
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Enter your current password, then the new one twice.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
          <FormField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
          <FormField label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
          <FormField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Updating...' : 'Update password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
