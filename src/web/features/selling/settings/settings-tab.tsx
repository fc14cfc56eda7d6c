import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, LoaderCircle } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { publicPaths, type SellCheckoutMode, SELLING_LIMITS, STORE_HANDLE_LIMITS } from '@core/selling.ts'
import type { SellerProfile } from '@core/selling-schemas.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { Label } from '@web/components/ui/label.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError, retryTransient } from '@web/lib/api-error-text.ts'
import { getSellerProfile, sellingQueryKey, startConnect, updateSellerProfile } from '../selling-api.ts'
import { type Failure, failureOf } from '../shared/failure.ts'
import { FailureAlert } from '../shared/states.tsx'

const MODE_TEXT: Record<SellCheckoutMode, string> = {
  external:
    'Buyers pay on your own checkout (Gumroad, Payhip, Lemon Squeezy or Etsy), set per product; this site hosts the pages and your list.',
  'stripe-connect': 'Buyers pay into your own Stripe account, so the money is yours from the start; connect it once below.',
  local: 'This server runs a test checkout: buyers "pay" with test cards and no money moves. Use it to try the whole flow.',
}

/** The seller: the store's address and name, the postal address list mail needs, replies, and the payment account. */
export function SettingsTab({ userId }: { userId: string }) {
  const profile = useQuery({
    queryKey: [...sellingQueryKey(userId), 'profile'],
    queryFn: ({ signal }) => getSellerProfile(signal),
    retry: retryTransient,
    refetchOnWindowFocus: false,
  })
  if (profile.error)
    return (
      <FailureAlert message={describeError(profile.error)}>
        <Button type="button" size="sm" variant="outline" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </FailureAlert>
    )
  if (!profile.data) return <Skeleton className="h-80" />
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <ProfileForm userId={userId} profile={profile.data} />
      <PaymentsCard profile={profile.data} />
    </div>
  )
}

function ProfileForm({ userId, profile }: { userId: string; profile: SellerProfile }) {
  const queryClient = useQueryClient()
  const id = useId()
  const [handle, setHandle] = useState(profile.storeHandle ?? '')
  const [storeName, setStoreName] = useState(profile.storeName)
  const [postal, setPostal] = useState(profile.postalAddress)
  const [replyTo, setReplyTo] = useState(profile.replyTo ?? '')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const [saving, setSaving] = useState(false)
  const origin = typeof window === 'undefined' ? '' : window.location.origin

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setFailure(null)
    setFields({})
    try {
      const saved = await updateSellerProfile({
        storeHandle: handle.trim() ? handle.trim() : null,
        storeName,
        postalAddress: postal,
        replyTo: replyTo.trim() ? replyTo.trim() : null,
      })
      queryClient.setQueryData([...sellingQueryKey(userId), 'profile'], saved)
      toast({ title: 'Settings saved' })
    } catch (error) {
      const f = failureOf(error)
      if (f.code === 'slug_taken') setFields({ storeHandle: f.message })
      else if (f.code === 'validation_failed' && Object.keys(f.fields).length) setFields(f.fields)
      else setFailure(f)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your store</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" noValidate onSubmit={(e) => void save(e)}>
          <FormField
            label="Store address"
            value={handle}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={STORE_HANDLE_LIMITS.max}
            error={fields.storeHandle}
            hint={
              <>
                Lists every product you publish:{' '}
                <span className="break-all font-medium text-foreground">{`${origin}${publicPaths.store(handle || '…')}`}</span>
              </>
            }
            onChange={(e) => setHandle(e.target.value.toLowerCase().replace(/\s+/g, '-'))}
          />
          <FormField
            label="Store name"
            value={storeName}
            maxLength={SELLING_LIMITS.storeName}
            error={fields.storeName}
            hint="Shown on your pages and as the sender of your mail."
            onChange={(e) => setStoreName(e.target.value)}
          />
          <div className="space-y-2">
            <Label htmlFor={`${id}-postal`}>Postal address</Label>
            <Textarea
              id={`${id}-postal`}
              rows={3}
              value={postal}
              maxLength={SELLING_LIMITS.postalAddress}
              aria-invalid={fields.postalAddress ? true : undefined}
              aria-describedby={`${id}-postal-hint${fields.postalAddress ? ` ${id}-postal-error` : ''}`}
              onChange={(e) => setPostal(e.target.value)}
            />
            <p id={`${id}-postal-hint`} className="text-muted-foreground text-sm">
              Printed at the foot of every e-mail to your list, as the law requires (CAN-SPAM). No list mail goes out without it.
            </p>
            {fields.postalAddress ? (
              <p id={`${id}-postal-error`} className="font-medium text-destructive text-sm">
                {fields.postalAddress}
              </p>
            ) : null}
          </div>
          <FormField
            label="Replies go to"
            type="email"
            value={replyTo}
            error={fields.replyTo}
            hint="Where buyers' and subscribers' replies arrive. Empty: your account's e-mail."
            onChange={(e) => setReplyTo(e.target.value)}
          />
          {failure ? <FailureAlert message={failure.message} /> : null}
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

function PaymentsCard({ profile }: { profile: SellerProfile }) {
  const [connecting, setConnecting] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const connected = profile.stripeAccountId !== null && profile.chargesEnabled

  async function connect() {
    setConnecting(true)
    setFailure(null)
    try {
      const { url } = await startConnect()
      window.location.assign(url)
    } catch (error) {
      setFailure(failureOf(error))
      setConnecting(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Payments</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>{MODE_TEXT[profile.checkoutMode]}</p>
        {profile.checkoutMode === 'stripe-connect' ? (
          <>
            {connected ? (
              <p role="status" className="flex items-center gap-2 font-medium">
                <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
                Stripe connected ({profile.stripeAccountId})
              </p>
            ) : profile.stripeAccountId ? (
              <p role="status">Stripe is connected but cannot take payments yet: finish the steps Stripe asks for.</p>
            ) : (
              <p role="status">Not connected: paid products cannot be published until you connect Stripe.</p>
            )}
            {profile.platformFeePercent > 0 ? (
              <p className="text-muted-foreground">
                This site keeps {profile.platformFeePercent}% of each sale; Stripe's own fee applies too.
              </p>
            ) : null}
            <Button type="button" disabled={connecting} variant={connected ? 'outline' : 'default'} onClick={() => void connect()}>
              {connecting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {connected ? 'Open Stripe setup again' : profile.stripeAccountId ? 'Finish Stripe setup' : 'Connect Stripe'}
            </Button>
          </>
        ) : null}
        {failure ? <FailureAlert message={failure.message} /> : null}
      </CardContent>
    </Card>
  )
}
