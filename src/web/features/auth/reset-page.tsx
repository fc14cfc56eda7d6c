import { MailCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { resetSchema } from '@core/auth-forms.ts'
import { paths } from '@core/routes.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { useZodForm } from '@web/lib/forms/use-zod-form.ts'
import { getSupabase } from '@web/lib/supabase.ts'
import { AuthCard } from './auth-card.tsx'
import { SubmitButton } from './submit-button.tsx'
import { usePreloadAuthClient } from './use-preload-auth-client.ts'

function failed(description: string) {
  toast({ title: 'Password reset failed', description, variant: 'destructive' })
}

/** Reset password (docs/product.md#sign-in-screens): the form, or the 'Check your email' confirmation; 'Try again' goes back. */
export function ResetPage() {
  const form = useZodForm(resetSchema, { email: '' })
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const switched = useRef(false)
  usePreloadAuthClient()

  // Screen readers hear the new state: focus follows the heading when the card's content changes.
  useEffect(() => {
    if (switched.current) heading.current?.focus()
    switched.current = true
  }, [sent])

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setBusy(true)
    try {
      const client = await getSupabase()
      const { error } = await client.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${paths.callback}`,
      })
      if (error) return failed(error.message)
      toast({ title: 'Password reset sent', description: 'Check your email for password reset instructions.' })
      setSent(true)
    } catch (error) {
      failed(errorMessage(error))
    } finally {
      setBusy(false)
    }
  })

  const backToSignIn = (
    <Button asChild variant="outline" className="w-full">
      <Link to={paths.signIn}>Back to Sign In</Link>
    </Button>
  )

  if (sent) {
    return (
      <AuthCard
        title="Check your email"
        headingRef={heading}
        icon={<MailCheck aria-hidden="true" className="size-8 text-primary" />}
        description="We've sent password reset instructions to your email address."
      >
        <p className="text-muted-foreground text-sm">
          Didn&apos;t get the e-mail? Check your spam folder, or try again with the address you signed up with.
        </p>
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={() => {
            form.reset(form.values)
            setSent(false)
          }}
        >
          Try again
        </Button>
        {backToSignIn}
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Reset password"
      headingRef={heading}
      description="Enter the e-mail address of your account and we'll send you a link to choose a new password."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send reset instructions
        </SubmitButton>
      </form>
      {backToSignIn}
    </AuthCard>
  )
}
