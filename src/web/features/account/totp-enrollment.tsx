import { useState } from 'react'
import { totpCodeSchema } from '@core/auth-forms.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { useZodForm } from '@web/lib/forms/use-zod-form.ts'
import { getSupabase } from '@web/lib/supabase.ts'
import { qrCodeImageSrc } from './qr-code.ts'

export interface Enrollment {
  factorId: string
  qrCode: string
  secret: string
}

/** Step two of setting up TOTP: scan the code (or type the key), then prove it works with a code. */
export function TotpEnrollment({ enrollment, onDone, onCancel }: { enrollment: Enrollment; onDone: () => void; onCancel: () => void }) {
  const form = useZodForm(totpCodeSchema, { code: '' })
  const [busy, setBusy] = useState(false)
  const src = qrCodeImageSrc(enrollment.qrCode)

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setBusy(true)
    try {
      const client = await getSupabase()
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId: enrollment.factorId, code })
      if (error) throw error
      toast({
        title: 'Two-factor authentication enabled',
        description: 'From now on, signing in also asks for a code from your authenticator app.',
      })
      onDone()
    } catch (error) {
      toast({ title: 'Verification failed', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  })

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-sm">
        <li className="space-y-3">
          <p>Scan this QR code with an authenticator app (1Password, Google Authenticator, Authy…).</p>
          {src ? (
            <img
              src={src}
              alt="QR code for setting up two-factor authentication"
              width={176}
              height={176}
              className="size-44 rounded-md border bg-white p-2"
            />
          ) : null}
          <p>
            Or enter this key by hand:{' '}
            <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-foreground" data-testid="totp-secret">
              {enrollment.secret}
            </code>
          </p>
        </li>
        <li>
          <p>Enter the 6-digit code the app shows.</p>
        </li>
      </ol>
      <form noValidate onSubmit={onSubmit} className="max-w-xs space-y-4">
        <FormField label="Verification code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.field('code')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify and enable'}
          </Button>
          <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  )
}
