import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@core/routes.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { isRecoveryRedirect, isSignupRedirect } from '@web/lib/auth/auth-store.ts'
import { markNewAccount } from '@web/lib/auth/new-account.ts'
import { getSupabase } from '@web/lib/supabase.ts'

type Outcome = { to: string }

/** Reads what the e-mail link left in the URL (docs/product.md#sign-in-screens) and says where to go. */
async function completeAuthentication(): Promise<Outcome> {
  try {
    const client = await getSupabase()
    // initialize() reports a link's error (expired, already used) from the URL; getSession() would not.
    const { error: linkError } = await client.auth.initialize()
    const { data, error } = linkError ? { data: { session: null }, error: linkError } : await client.auth.getSession()
    if (error) {
      toast({ title: 'Authentication error', description: error.message, variant: 'destructive' })
      return { to: paths.signIn }
    }
    if (!data.session) return { to: paths.signIn }
    toast({ title: 'Success!', description: 'You have been successfully authenticated.' })
    // The confirmation link's session is the new account's first: the dashboard greets 'Welcome'.
    if (isSignupRedirect()) markNewAccount(data.session)
    // A reset link signs the person in only to choose a new password.
    return { to: isRecoveryRedirect() ? paths.updatePassword : paths.dashboard }
  } catch {
    toast({ title: 'An unexpected error occurred', variant: 'destructive' })
    return { to: paths.signIn }
  }
}

export function CallbackPage() {
  const navigate = useNavigate()
  const started = useRef(false)
  useEffect(() => {
    // Once only, also under StrictMode's second effect run: one toast, one navigation.
    if (started.current) return
    started.current = true
    void completeAuthentication().then(({ to }) => navigate(to, { replace: true }))
  }, [navigate])

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-bold text-2xl tracking-tight">Completing authentication...</h1>
      <p role="status" className="mt-4 flex items-center justify-center gap-2 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        Please wait a moment.
      </p>
    </div>
  )
}
