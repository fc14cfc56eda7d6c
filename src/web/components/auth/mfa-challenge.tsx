import { LoaderCircle, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { totpCodeSchema } from '@core/auth-forms.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { useZodForm } from '@web/lib/forms/use-zod-form.ts'
import { getSupabase } from '@web/lib/supabase.ts'

/** Asks for the authenticator code of a user with two-factor authentication on (session aal1 → aal2). */
export function MfaChallenge() {
  const { user, signOut } = useAuth()
  const form = useZodForm(totpCodeSchema, { code: '' })
  const [busy, setBusy] = useState(false)

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setBusy(true)
    try {
      const client = await getSupabase()
      let factorId = user?.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified')?.id
      if (!factorId) {
        const { data, error } = await client.auth.mfa.listFactors()
        if (error) throw error
        factorId = data.totp[0]?.id
      }
      if (!factorId) throw new Error('No authenticator app is set up for this account.')
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code })
      if (error) throw error
      // Success needs nothing here: the verified session (aal2) opens the app through the auth store.
    } catch (error) {
      toast({ title: 'Verification failed', description: errorMessage(error), variant: 'destructive' })
      form.reset()
    } finally {
      setBusy(false)
    }
  })

  return (
    <div className="mx-auto flex max-w-md px-4 py-12 sm:py-16">
      <Card className="w-full">
        <CardHeader>
          <ShieldCheck aria-hidden="true" className="size-8 text-primary" />
          <CardTitle asChild>
            <h1 className="text-2xl">Two-factor authentication</h1>
          </CardTitle>
          <CardDescription>
            Enter the 6-digit code from your authenticator app to continue{user?.email ? ` as ${user.email}` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormField
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              autoFocus
              {...form.field('code')}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? (
                <>
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                  Verifying...
                </>
              ) : (
                'Verify'
              )}
            </Button>
          </form>
          <Button type="button" variant="ghost" className="w-full" onClick={() => void signOut()}>
            Sign out
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
