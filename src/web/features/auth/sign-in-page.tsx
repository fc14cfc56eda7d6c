import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { signInSchema } from '@core/auth-forms.ts'
import { afterSignInPath, keepNext } from '@core/next-path.ts'
import { paths } from '@core/routes.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { useZodForm } from '@web/lib/forms/use-zod-form.ts'
import { getSupabase } from '@web/lib/supabase.ts'
import { AuthCard } from './auth-card.tsx'
import { SubmitButton } from './submit-button.tsx'
import { useNextParam } from './use-next-param.ts'
import { usePreloadAuthClient } from './use-preload-auth-client.ts'

function failed(description: string) {
  toast({ title: 'Sign in failed', description, variant: 'destructive' })
}

export function SignInPage() {
  const navigate = useNavigate()
  // Read only when submitting: the prerendered HTML has no query, so rendering from it would not hydrate.
  const [searchParams] = useSearchParams()
  const form = useZodForm(signInSchema, { email: '', password: '' })
  const [busy, setBusy] = useState(false)
  const next = useNextParam()
  usePreloadAuthClient()

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true)
    try {
      const client = await getSupabase()
      const { error } = await client.auth.signInWithPassword({ email, password })
      if (error) return failed(error.message)
      await navigate(afterSignInPath(searchParams.get('next')), { replace: true })
    } catch (error) {
      failed(errorMessage(error))
    } finally {
      setBusy(false)
    }
  })

  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to generate, edit and export your products.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          labelAside={
            <Link to={paths.reset} className="font-medium text-primary text-sm underline-offset-4 hover:underline">
              Forgot your password?
            </Link>
          }
          {...form.field('password')}
        />
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Continue
        </SubmitButton>
      </form>
      <p className="text-center text-muted-foreground text-sm">
        Don&apos;t have an account?{' '}
        <Link to={keepNext(paths.signUp, next)} className="font-medium text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </AuthCard>
  )
}
