import { MailCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { signUpSchema } from '@core/auth-forms.ts'
import { keepNext } from '@core/next-path.ts'
import { paths } from '@core/routes.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { markNewAccount } from '@web/lib/auth/new-account.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { useZodForm } from '@web/lib/forms/use-zod-form.ts'
import { getSupabase } from '@web/lib/supabase.ts'
import { AuthCard } from './auth-card.tsx'
import { SubmitButton } from './submit-button.tsx'
import { useNextParam } from './use-next-param.ts'
import { usePreloadAuthClient } from './use-preload-auth-client.ts'

function failed(description: string) {
  toast({ title: 'Sign up failed', description, variant: 'destructive' })
}

const CREATED = { title: 'Account created!', description: 'Please check your email to verify your account.' }

/** Shown when the account needs its e-mail confirmed before anyone can sign in with it. */
function ConfirmEmail({ email, next }: { email: string; next: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <AuthCard
      title="Check your email"
      headingRef={heading}
      icon={<MailCheck aria-hidden="true" className="size-8 text-primary" />}
      description={
        <>
          We&apos;ve sent a confirmation link to <strong className="text-foreground">{email}</strong>. Open it to finish creating your
          account, then sign in.
        </>
      }
    >
      <p className="text-muted-foreground text-sm">Nothing there after a few minutes? Check your spam folder.</p>
      <Button asChild variant="outline" className="w-full">
        <Link to={keepNext(paths.signIn, next)}>Back to Sign In</Link>
      </Button>
    </AuthCard>
  )
}

export function SignUpPage() {
  const navigate = useNavigate()
  const form = useZodForm(signUpSchema, { email: '', password: '', confirmPassword: '' })
  const [busy, setBusy] = useState(false)
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null)
  const next = useNextParam()
  usePreloadAuthClient()

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true)
    try {
      const client = await getSupabase()
      // The confirmation link (when the service asks for one) lands on the callback, which greets a new account.
      const options = { emailRedirectTo: `${window.location.origin}${paths.callback}` }
      const { data, error } = await client.auth.signUp({ email, password, options })
      if (error) return failed(error.message)
      // With e-mail confirmation off the service signs the new user in at once; with it on there is
      // no session yet and the person has to open the link first. Sign-up always ends on the
      // dashboard (docs/product.md#sign-in-screens), whose Continue card leads back to `next`'s work,
      // and so does the toast's 'Back to your outline' when an outline or a draft waits (issue 30).
      if (data.session) {
        markNewAccount(data.session)
        void import('@web/components/outlines/way-back-toast.tsx').then(
          (m) => m.toastWithWayBack(CREATED),
          () => void toast(CREATED),
        )
        await navigate(paths.dashboard, { replace: true })
      } else {
        toast(CREATED)
        setAwaitingConfirmation(email)
      }
    } catch (error) {
      failed(errorMessage(error))
    } finally {
      setBusy(false)
    }
  })

  if (awaitingConfirmation) return <ConfirmEmail email={awaitingConfirmation} next={next} />

  return (
    <AuthCard title="Create account" description="Start with 2 free credits — enough for your first outline.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
        <FormField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <FormField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <SubmitButton busy={busy} busyLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
      <p className="text-center text-muted-foreground text-sm">
        Already have an account?{' '}
        <Link to={keepNext(paths.signIn, next)} className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  )
}
