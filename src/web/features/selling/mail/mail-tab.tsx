import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarClock, Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { SELLING_LIMITS } from '@core/selling.ts'
import type { ListMail, Product } from '@core/selling-schemas.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { Label } from '@web/components/ui/label.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError, retryTransient } from '@web/lib/api-error-text.ts'
import { launchPathFor } from '@web/lib/projects/project-format.ts'
import { salesPathFor } from '@web/lib/selling-paths.ts'
import { cancelMail, listMails, listProducts, scheduleSequence, sellingQueryKey, sendBroadcast } from '../selling-api.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { type Failure, failureOf } from '../shared/failure.ts'
import { dateText, statusLabel } from '../shared/format.ts'
import { EmptyState, FailureAlert } from '../shared/states.tsx'

type Opened = 'sequence' | 'broadcast' | null

/** List mail: the launch sequence scheduled from a launch day, one-off broadcasts, and what was sent. */
export function MailTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState<Opened>(null)
  const mailsKey = [...sellingQueryKey(userId), 'mail'] as const
  const mails = useQuery({
    queryKey: mailsKey,
    queryFn: ({ signal }) => listMails(signal),
    retry: retryTransient,
    refetchOnWindowFocus: false,
  })
  const products = useQuery({
    queryKey: [...sellingQueryKey(userId), 'products'],
    queryFn: ({ signal }) => listProducts(signal),
    retry: retryTransient,
    refetchOnWindowFocus: false,
  })
  const done = () => {
    setOpened(null)
    void queryClient.invalidateQueries({ queryKey: mailsKey })
  }
  const live = (products.data?.products ?? []).filter((p) => p.status === 'live')

  return (
    <div className="space-y-4">
      <p className="text-muted-foreground text-sm">Mail goes only to confirmed subscribers, each with a one-click unsubscribe link.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" aria-expanded={opened === 'sequence'} onClick={() => setOpened(opened === 'sequence' ? null : 'sequence')}>
          <CalendarClock aria-hidden="true" />
          Schedule launch sequence
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-expanded={opened === 'broadcast'}
          onClick={() => setOpened(opened === 'broadcast' ? null : 'broadcast')}
        >
          <Send aria-hidden="true" />
          New broadcast
        </Button>
      </div>
      {opened === 'sequence' ? <SequenceForm products={live} onDone={done} onCancel={() => setOpened(null)} /> : null}
      {opened === 'broadcast' ? <BroadcastForm products={live} onDone={done} onCancel={() => setOpened(null)} /> : null}
      {mails.error ? (
        <FailureAlert message={describeError(mails.error)}>
          <Button type="button" size="sm" variant="outline" onClick={() => void mails.refetch()}>
            Try again
          </Button>
        </FailureAlert>
      ) : !mails.data ? (
        <Skeleton className="h-32" />
      ) : mails.data.mails.length === 0 ? (
        <EmptyState title="No e-mails yet">
          <p>Schedule your launch kit's seven e-mails around a launch day, or write one broadcast to your list.</p>
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="E-mails">
          {mails.data.mails.map((mail) => (
            <MailRow key={mail.id} mail={mail} onCancelled={done} />
          ))}
        </ul>
      )}
    </div>
  )
}

function MailRow({ mail, onCancelled }: { mail: ListMail; onCancelled(): void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  async function cancel() {
    setBusy(true)
    try {
      await cancelMail(mail.id)
      toast({ title: 'Cancelled', description: mail.subject })
      onCancelled()
    } catch (error) {
      toast({ title: 'Could not cancel', description: failureOf(error).message, variant: 'destructive' })
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }
  const counts =
    mail.status === 'sent' || mail.status === 'sending' ? `${mail.sent} of ${mail.recipients} sent` : `${mail.recipients} recipients`
  return (
    <li className="flex flex-wrap items-start gap-3 p-3 text-sm">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="break-words font-medium">{mail.subject}</p>
        <p className="text-muted-foreground text-xs">
          {mail.kind === 'sequence' ? `Launch sequence${mail.emailKind ? ` · ${mail.emailKind}` : ''}` : 'Broadcast'} ·{' '}
          {dateText(mail.sendAt, true)} UTC · {counts}
        </p>
        {mail.note ? <p className="text-amber-800 text-xs">{mail.note}</p> : null}
      </div>
      <Badge variant={mail.status === 'blocked' ? 'destructive' : mail.status === 'sent' ? 'default' : 'secondary'}>
        {statusLabel(mail.status)}
      </Badge>
      {mail.status === 'scheduled' || mail.status === 'blocked' ? (
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="ghost" className="h-7 px-2 text-destructive hover:text-destructive">
              Cancel <span className="sr-only">“{mail.subject}”</span>
            </Button>
          }
          title="Cancel this e-mail?"
          description={`“${mail.subject}” will not be sent.`}
          confirmLabel="Cancel e-mail"
          busyLabel="Cancelling…"
          busy={busy}
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => void cancel()}
        />
      ) : null}
    </li>
  )
}

/** What a refused list-mail request needs next: the postal address in Settings, or the launch kit. */
function MailFailure({ failure, projectId }: { failure: Failure; projectId?: string }) {
  return (
    <FailureAlert message={failure.message}>
      {failure.code === 'postal_address_required' ? (
        <Button asChild size="sm" variant="outline">
          <Link to={salesPathFor('settings')}>Add it in Settings</Link>
        </Button>
      ) : failure.code === 'launch_kit_missing' && projectId ? (
        <Button asChild size="sm" variant="outline">
          <Link to={launchPathFor(projectId)}>Write the launch kit</Link>
        </Button>
      ) : null}
    </FailureAlert>
  )
}

const todayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

function SequenceForm({ products, onDone, onCancel }: { products: Product[]; onDone(): void; onCancel(): void }) {
  const id = useId()
  const [productId, setProductId] = useState(products[0]?.id ?? '')
  const [launchDay, setLaunchDay] = useState(() => todayPlus(7))
  const [hour, setHour] = useState(14)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const product = products.find((p) => p.id === productId)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!product) return
    setBusy(true)
    setFailure(null)
    try {
      const { mails } = await scheduleSequence({ projectId: product.projectId, audience: { productId: product.id }, launchDay, hour })
      toast({
        title: 'Launch sequence scheduled',
        description: `${mails.length} e-mails, launch day ${dateText(`${launchDay}T00:00:00Z`)}.`,
      })
      onDone()
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Schedule the launch sequence</CardTitle>
        <p className="text-muted-foreground text-sm">
          Your launch kit's seven e-mails, each sent on its day around launch day, to the product's confirmed subscribers.
        </p>
      </CardHeader>
      <CardContent>
        {products.length === 0 ? (
          <p className="text-sm">Publish a product first: the sequence goes to the people who signed up on its page.</p>
        ) : (
          <form className="space-y-4" onSubmit={(e) => void submit(e)}>
            <div className="grid gap-3 sm:grid-cols-3">
              <div className="space-y-2">
                <Label htmlFor={`${id}-product`}>Product</Label>
                <NativeSelect id={`${id}-product`} value={productId} onChange={(e) => setProductId(e.target.value)}>
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <FormField
                label="Launch day"
                type="date"
                required
                value={launchDay}
                min={todayPlus(0)}
                onChange={(e) => setLaunchDay(e.target.value)}
              />
              <div className="space-y-2">
                <Label htmlFor={`${id}-hour`}>Send at (UTC)</Label>
                <NativeSelect id={`${id}-hour`} value={hour} onChange={(e) => setHour(Number(e.target.value))}>
                  {Array.from({ length: 24 }, (_, h) => (
                    <option key={h} value={h}>
                      {String(h).padStart(2, '0')}:00
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            {failure ? <MailFailure failure={failure} projectId={product?.projectId} /> : null}
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? 'Scheduling…' : 'Schedule 7 e-mails'}
              </Button>
              <Button type="button" variant="ghost" onClick={onCancel}>
                Close
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  )
}

function BroadcastForm({ products, onDone, onCancel }: { products: Product[]; onDone(): void; onCancel(): void }) {
  const id = useId()
  const [audience, setAudience] = useState('')
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [when, setWhen] = useState<'now' | 'later'>('now')
  const [sendAt, setSendAt] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems: Record<string, string> = {}
    if (!subject.trim()) problems.subject = 'Write a subject.'
    if (!body.trim()) problems.body = 'Write the message.'
    const at = when === 'later' ? new Date(sendAt) : null
    if (at && Number.isNaN(at.getTime())) problems.sendAt = 'Choose when to send it.'
    setFields(problems)
    if (Object.keys(problems).length) return
    setBusy(true)
    setFailure(null)
    try {
      const mail = await sendBroadcast({
        audience: { productId: audience || null },
        subject,
        body,
        ...(at ? { sendAt: at.toISOString() } : {}),
      })
      toast({ title: at ? 'Broadcast scheduled' : 'Broadcast on its way', description: `${mail.recipients} recipients.` })
      onDone()
    } catch (error) {
      const f = failureOf(error)
      if (f.code === 'validation_failed' && Object.keys(f.fields).length) setFields(f.fields)
      else setFailure(f)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">New broadcast</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={(e) => void submit(e)}>
          <div className="space-y-2">
            <Label htmlFor={`${id}-audience`}>To</Label>
            <NativeSelect id={`${id}-audience`} value={audience} onChange={(e) => setAudience(e.target.value)}>
              <option value="">Everyone on your list</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  Subscribers of {p.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField
            label="Subject"
            value={subject}
            maxLength={SELLING_LIMITS.broadcastSubject}
            error={fields.subject}
            onChange={(e) => setSubject(e.target.value)}
          />
          <div className="space-y-2">
            <Label htmlFor={`${id}-body`}>Message</Label>
            <Textarea
              id={`${id}-body`}
              rows={8}
              value={body}
              maxLength={SELLING_LIMITS.broadcastBody}
              aria-invalid={fields.body ? true : undefined}
              aria-describedby={fields.body ? `${id}-body-error` : undefined}
              onChange={(e) => setBody(e.target.value)}
            />
            {fields.body ? (
              <p id={`${id}-body-error`} className="font-medium text-destructive text-sm">
                {fields.body}
              </p>
            ) : null}
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-1 font-medium text-sm">When</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-when`}
                  checked={when === 'now'}
                  onChange={() => setWhen('now')}
                  className="accent-primary"
                />
                Send now
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-when`}
                  checked={when === 'later'}
                  onChange={() => setWhen('later')}
                  className="accent-primary"
                />
                At a time
              </label>
            </div>
            {when === 'later' ? (
              <FormField
                label="Send at (your time)"
                type="datetime-local"
                value={sendAt}
                error={fields.sendAt}
                onChange={(e) => setSendAt(e.target.value)}
              />
            ) : null}
          </fieldset>
          {failure ? <MailFailure failure={failure} /> : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : when === 'now' ? 'Send broadcast' : 'Schedule broadcast'}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Close
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
