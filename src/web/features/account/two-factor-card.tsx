import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { getSupabase } from '@web/lib/supabase.ts'
import { type Enrollment, TotpEnrollment } from './totp-enrollment.tsx'
import { totpFactorsKey, useTotpFactors } from './use-totp-factors.ts'

/** Two-factor authentication with an authenticator app (TOTP): set up, confirm, remove. */
export function TwoFactorCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const factors = useTotpFactors(userId)
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: totpFactorsKey(userId) })

  async function removeFactors(ids: string[]) {
    const client = await getSupabase()
    for (const factorId of ids) {
      const { error } = await client.auth.mfa.unenroll({ factorId })
      if (error) throw error
    }
  }

  async function startSetup() {
    setBusy(true)
    try {
      // A set-up started earlier and never confirmed would block a new one.
      await removeFactors(factors.data?.unverified.map((f) => f.id) ?? [])
      const client = await getSupabase()
      const { data, error } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Authenticator app',
        issuer: 'Folio',
      })
      if (error) throw error
      setEnrollment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret })
    } catch (error) {
      toast({ title: 'Two-factor setup failed', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  async function cancelSetup() {
    const pending = enrollment
    setEnrollment(null)
    if (pending) await removeFactors([pending.factorId]).catch(() => undefined)
    await refresh()
  }

  async function disable(factorId: string) {
    setBusy(true)
    try {
      await removeFactors([factorId])
      toast({ title: 'Two-factor authentication removed', description: 'Signing in now needs only your password.' })
      await refresh()
    } catch (error) {
      toast({ title: 'Could not remove two-factor authentication', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  const verified = factors.data?.verified
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-muted-foreground" />
          Two-factor authentication
          {verified ? <Badge>On</Badge> : factors.isSuccess ? <Badge variant="secondary">Off</Badge> : null}
        </CardTitle>
        <CardDescription>A second step when you sign in: a 6-digit code from an authenticator app on your phone.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {factors.isPending ? (
          <p className="text-muted-foreground text-sm">Checking your settings...</p>
        ) : factors.isError ? (
          <p className="text-destructive text-sm">Could not read your two-factor settings: {errorMessage(factors.error)}</p>
        ) : enrollment ? (
          <TotpEnrollment
            enrollment={enrollment}
            onCancel={() => void cancelSetup()}
            onDone={() => {
              setEnrollment(null)
              void refresh()
            }}
          />
        ) : verified ? (
          <div className="space-y-3">
            <p className="text-sm">Signing in asks for a code from your authenticator app.</p>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void disable(verified.id)}>
              {busy ? 'Removing...' : 'Remove two-factor authentication'}
            </Button>
          </div>
        ) : (
          <Button type="button" disabled={busy} onClick={() => void startSetup()}>
            {busy ? 'Setting up...' : 'Set up two-factor authentication'}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
