import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Copy, ExternalLink, LoaderCircle, Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import type { Project } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import {
  CURRENCY_SYMBOLS,
  PRICE_KINDS,
  type PriceKind,
  SELL_CURRENCIES,
  SELL_FORMAT_LABELS,
  SELL_FORMATS_BY_TYPE,
  type SellCheckoutMode,
  type SellCurrency,
  type SellFormat,
  SELLING_LIMITS,
} from '@core/selling.ts'
import type { Product } from '@core/selling-schemas.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { Label } from '@web/components/ui/label.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { editorPathFor, launchPathFor } from '@web/lib/projects/project-format.ts'
import { salesPathFor } from '@web/lib/selling-paths.ts'
import { cn } from '@web/lib/utils.ts'
import { offerUpdate, publishProduct, sellingQueryKey, unpublishProduct } from '../selling-api.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { type Failure, failureOf } from '../shared/failure.ts'
import { dateText, money } from '../shared/format.ts'
import { FailureAlert } from '../shared/states.tsx'
import { checkForm, initialForm, type SellForm } from './sell-form.ts'

const PRICE_KIND_LABELS: Record<PriceKind, { label: string; hint: string }> = {
  fixed: { label: 'Fixed price', hint: 'Everyone pays the same.' },
  pwyw: { label: 'Pay what you want', hint: 'Buyers choose, from your minimum up.' },
  free: { label: 'Free for an e-mail', hint: 'A lead magnet: confirmed subscribers get the download.' },
}

const CHECKOUT_MODE_TEXT: Record<SellCheckoutMode, string> = {
  external: 'Buyers pay on your own checkout (Gumroad, Payhip, Lemon Squeezy or Etsy); this page sends them there.',
  'stripe-connect': 'Buyers pay through your own Stripe account; the money goes to you.',
  local: 'This server runs a test checkout: no card is charged.',
}

interface SellScreenProps {
  project: Project
  initialProduct: Product | null
  /** The operator's checkout mode (GET /api/selling/profile); null when it could not be read. */
  checkoutMode: SellCheckoutMode | null
}

/** The Sell screen: the product's state, its form, and one primary action (Publish, or Republish when live). */
export function SellScreen({ project, initialProduct, checkoutMode }: SellScreenProps) {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const title = project.title.trim() || 'Untitled project'
  const [product, setProduct] = useState(initialProduct)
  const [form, setForm] = useState<SellForm>(() => initialForm(title, project.productType, initialProduct))
  const [fields, setFields] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const [publishing, setPublishing] = useState(false)
  // checkout_url_required says the mode is 'external' even when the profile could not be read.
  const [mode, setMode] = useState(checkoutMode)
  const live = product?.status === 'live'

  const change = <K extends keyof SellForm>(key: K, value: SellForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setFields(({ [key]: _gone, ...rest }) => rest)
  }
  // The dashboard's lists and figures are stale now; this screen's own queries (product, profile)
  // are not refetched, since a refetch would show the loading screen and start the form again.
  const changed = (next: Product) => {
    if (!user) return
    queryClient.setQueryData([...sellingQueryKey(user.id), 'product', project.id], { product: next })
    void queryClient.invalidateQueries({
      queryKey: sellingQueryKey(user.id),
      predicate: (query) => !['product', 'profile'].includes(String(query.queryKey[3])),
    })
  }

  async function publish(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    const checked = checkForm(form, mode)
    if (!checked.ok) {
      setFields(checked.fields)
      return
    }
    setFields({})
    setPublishing(true)
    try {
      const answer = await publishProduct(project.id, checked.request)
      setProduct(answer.product)
      setForm(initialForm(title, project.productType, answer.product))
      changed(answer.product)
      toast({ title: live ? 'Republished' : 'Published', description: answer.url })
    } catch (error) {
      const f = failureOf(error)
      if (f.code === 'slug_taken') setFields({ slug: f.message })
      else if (f.code === 'checkout_url_required') {
        setMode('external')
        setFields({ checkoutUrl: f.message })
      } else if (f.code === 'format_not_for_type') setFields({ formats: f.message })
      else if (f.code === 'validation_failed' && Object.keys(f.fields).length) setFields(f.fields)
      else setFailure(f)
    } finally {
      setPublishing(false)
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <div className="min-w-0 space-y-1 pb-4">
        <nav aria-label="Back" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={paths.projects} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All projects
          </Link>
          <Link to={editorPathFor(project.id)} className="text-primary underline-offset-4 hover:underline">
            Back to the editor
          </Link>
          <Link to={launchPathFor(project.id)} className="text-primary underline-offset-4 hover:underline">
            Launch kit
          </Link>
          <Link to={salesPathFor()} className="text-primary underline-offset-4 hover:underline">
            Sales
          </Link>
        </nav>
        <p className="font-medium text-muted-foreground text-sm">Sell</p>
        <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      </div>

      <div className="space-y-6">
        {product ? <ProductPanel projectId={project.id} product={product} onChange={setProduct} onChanged={changed} /> : null}

        <form noValidate onSubmit={(e) => void publish(e)} aria-labelledby="sell-form-title">
          <Card>
            <CardHeader>
              <CardTitle id="sell-form-title">{live ? 'Your product page' : 'Publish this project'}</CardTitle>
              <p className="text-muted-foreground text-sm">
                Publishing freezes a copy of the project: buyers get the files made from it, and later edits change nothing for them until
                you publish again.
              </p>
            </CardHeader>
            <CardContent className="space-y-6">
              <AddressField value={form.slug} error={fields.slug} onChange={(v) => change('slug', v)} />
              <PriceFields form={form} fields={fields} onChange={change} />
              {form.priceKind !== 'free' && mode === 'external' ? (
                <FormField
                  label="Your checkout address"
                  type="url"
                  inputMode="url"
                  placeholder="https://yourname.gumroad.com/l/your-product"
                  maxLength={SELLING_LIMITS.checkoutUrl}
                  value={form.checkoutUrl}
                  error={fields.checkoutUrl}
                  hint={CHECKOUT_MODE_TEXT.external}
                  onChange={(e) => change('checkoutUrl', e.target.value)}
                />
              ) : null}
              <FormatFields
                allowed={SELL_FORMATS_BY_TYPE[project.productType]}
                chosen={form.formats}
                error={fields.formats}
                onChange={(v) => change('formats', v)}
              />
              <TextAreaField
                label="Sales copy"
                value={form.salesCopy}
                rows={8}
                maxLength={SELLING_LIMITS.salesCopy}
                error={fields.salesCopy}
                hint="Markdown works. Left empty, the page uses your launch kit's sales page, or the project's description."
                onChange={(v) => change('salesCopy', v)}
              />
              {form.priceKind !== 'free' ? (
                <FormField
                  label="Refund policy"
                  maxLength={SELLING_LIMITS.refundPolicy}
                  value={form.refundPolicy}
                  error={fields.refundPolicy}
                  hint="One line, shown under the buy button."
                  onChange={(e) => change('refundPolicy', e.target.value)}
                />
              ) : null}
              {failure ? <PublishFailure failure={failure} /> : null}
              <div className="flex flex-wrap items-center gap-3 border-t pt-4">
                <Button type="submit" size="lg" disabled={publishing}>
                  {publishing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                  {publishing ? 'Publishing…' : live ? 'Republish' : 'Publish'}
                </Button>
                <p className="text-muted-foreground text-sm">
                  {live ? `Buyers get version ${(product?.version ?? 0) + 1} from then on.` : mode ? CHECKOUT_MODE_TEXT[mode] : null}
                </p>
              </div>
            </CardContent>
          </Card>
        </form>
      </div>
    </div>
  )
}

function PublishFailure({ failure }: { failure: Failure }) {
  return (
    <FailureAlert message={failure.message}>
      {failure.code === 'connect_required' ? (
        <Button asChild size="sm" variant="outline">
          <Link to={salesPathFor('settings')}>Open Sales → Settings</Link>
        </Button>
      ) : null}
    </FailureAlert>
  )
}

/** The live product: its address with Copy and Open, the version, and what can be done with it. */
function ProductPanel({
  projectId,
  product,
  onChange,
  onChanged,
}: {
  projectId: string
  product: Product
  onChange(product: Product): void
  onChanged(product: Product): void
}) {
  const [confirming, setConfirming] = useState(false)
  const [unpublishing, setUnpublishing] = useState(false)
  const [offering, setOffering] = useState(false)
  const [offered, setOffered] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const live = product.status === 'live'
  const price = product.price
    ? product.price.minimum !== undefined
      ? `Pay what you want, from ${money(product.price.minimum, product.price.currency)}`
      : money(product.price.amount, product.price.currency)
    : 'Free for an e-mail'

  async function unpublish() {
    setUnpublishing(true)
    setFailure(null)
    try {
      const next = await unpublishProduct(projectId)
      onChange(next)
      onChanged(next)
      setConfirming(false)
      toast({ title: 'Unpublished', description: 'The page now says the product is gone. Buyers keep their downloads.' })
    } catch (error) {
      setConfirming(false)
      setFailure(failureOf(error))
    } finally {
      setUnpublishing(false)
    }
  }

  async function offer() {
    setOffering(true)
    setFailure(null)
    try {
      const { mailed } = await offerUpdate(projectId)
      setOffered(mailed === 1 ? 'Mailed 1 earlier buyer.' : `Mailed ${mailed} earlier buyers.`)
    } catch (error) {
      setFailure(failureOf(error))
    } finally {
      setOffering(false)
    }
  }

  return (
    <Card aria-labelledby="sell-state-title" role="region">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="sell-state-title" className="text-lg">
            {live ? 'Live' : 'Unpublished'}
          </CardTitle>
          <Badge variant={live ? 'default' : 'secondary'}>{live ? `Version ${product.version}` : 'Not for sale'}</Badge>
          <span className="text-muted-foreground text-sm">
            {price} · published {dateText(product.publishedAt)}
          </span>
        </div>
        {live ? (
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={product.url}
              target="_blank"
              rel="noopener"
              className="min-w-0 break-all font-medium text-primary underline-offset-4 hover:underline"
            >
              {product.url}
            </a>
            <div className="flex gap-2">
              <Button type="button" size="sm" variant="outline" onClick={() => void copyLink(product.url)}>
                <Copy aria-hidden="true" />
                Copy <span className="sr-only">the page's address</span>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={product.url} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  Open <span className="sr-only">the page (new tab)</span>
                </a>
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">
            The page tells visitors the product is gone; buyers keep their downloads. Publish again to bring it back.
          </p>
        )}
      </CardHeader>
      {live ? (
        <CardContent className="space-y-3">
          {product.outdated ? (
            <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
              The project changed since version {product.version}. Buyers still get version {product.version}: republish to sell the new
              one.
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {product.version > 1 ? (
              <Button type="button" size="sm" variant="outline" disabled={offering} onClick={() => void offer()}>
                {/* Not RefreshCw: the editor loads that icon, and sharing it split it into a chunk of its own on the editor's guarded load. */}
                {offering ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
                Offer the update to earlier buyers
              </Button>
            ) : null}
            <ConfirmDialog
              trigger={
                <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive">
                  Unpublish
                </Button>
              }
              title="Unpublish this product?"
              description="The page will say the product is gone and take no more orders or sign-ups. Everyone who bought or signed up keeps their downloads. You can publish again later."
              confirmLabel="Unpublish"
              busyLabel="Unpublishing…"
              busy={unpublishing}
              open={confirming}
              onOpenChange={setConfirming}
              onConfirm={() => void unpublish()}
            />
          </div>
          {offered ? (
            <p role="status" className="text-sm">
              {offered}
            </p>
          ) : null}
        </CardContent>
      ) : null}
      {failure ? (
        <CardContent>
          <FailureAlert message={failure.message} />
        </CardContent>
      ) : null}
    </Card>
  )
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    toast({ title: 'Address copied' })
  } catch {
    toast({ title: 'Could not copy: select the address and copy it yourself.', variant: 'destructive' })
  }
}

function AddressField({ value, error, onChange }: { value: string; error: string | undefined; onChange(v: string): void }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <FormField
      label="Address"
      value={value}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      error={error}
      hint={
        <>
          Your page: <span className="break-all font-medium text-foreground">{`${origin}/p/${value || '…'}`}</span>
        </>
      }
      // Lower case and hyphens as typed, so what is shown is the address buyers get.
      onChange={(e) => onChange(e.target.value.toLowerCase().replace(/\s+/g, '-'))}
    />
  )
}

function PriceFields({
  form,
  fields,
  onChange,
}: {
  form: SellForm
  fields: Record<string, string>
  onChange<K extends keyof SellForm>(key: K, value: SellForm[K]): void
}) {
  const symbol = CURRENCY_SYMBOLS[form.currency]
  const currencyId = useId()
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-medium text-sm">Price</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PRICE_KINDS.map((kind) => (
          <label
            key={kind}
            className={cn(
              'flex cursor-pointer gap-2 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              form.priceKind === kind && 'border-primary bg-secondary',
            )}
          >
            <input
              type="radio"
              name="price-kind"
              value={kind}
              checked={form.priceKind === kind}
              onChange={() => onChange('priceKind', kind)}
              className="mt-0.5 accent-primary"
            />
            <span>
              <span className="block font-medium">{PRICE_KIND_LABELS[kind].label}</span>
              <span className="block text-muted-foreground text-xs">{PRICE_KIND_LABELS[kind].hint}</span>
            </span>
          </label>
        ))}
      </div>
      {form.priceKind !== 'free' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label={form.priceKind === 'pwyw' ? `Suggested price (${symbol})` : `Price (${symbol})`}
            inputMode="decimal"
            value={form.amount}
            error={fields['price.amount'] ?? fields.price}
            onChange={(e) => onChange('amount', e.target.value)}
          />
          {form.priceKind === 'pwyw' ? (
            <FormField
              label={`Minimum (${symbol})`}
              inputMode="decimal"
              value={form.minimum}
              error={fields['price.minimum']}
              onChange={(e) => onChange('minimum', e.target.value)}
            />
          ) : null}
          <div className="space-y-2">
            {/* The same wrapper as FormField's label, so the three labels line up. */}
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={currencyId}>Currency</Label>
            </div>
            <NativeSelect id={currencyId} value={form.currency} onChange={(e) => onChange('currency', e.target.value as SellCurrency)}>
              {SELL_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c.toUpperCase()} ({CURRENCY_SYMBOLS[c]})
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">
          Visitors leave their e-mail, confirm it from a mail, and get the download. They join your subscribers.
        </p>
      )}
    </fieldset>
  )
}

function FormatFields({
  allowed,
  chosen,
  error,
  onChange,
}: {
  allowed: readonly SellFormat[]
  chosen: SellFormat[]
  error: string | undefined
  onChange(formats: SellFormat[]): void
}) {
  const errorId = useId()
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 font-medium text-sm">Formats included</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {allowed.map((format) => (
          <label key={format} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.includes(format)}
              onChange={(e) =>
                onChange(e.target.checked ? allowed.filter((f) => f === format || chosen.includes(f)) : chosen.filter((f) => f !== format))
              }
            />
            {SELL_FORMAT_LABELS[format]}
          </label>
        ))}
      </div>
      <p className="text-muted-foreground text-sm">Every file is stamped with the buyer's e-mail address.</p>
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

function TextAreaField({
  label,
  value,
  rows,
  maxLength,
  error,
  hint,
  onChange,
}: {
  label: string
  value: string
  rows: number
  maxLength: number
  error: string | undefined
  hint: string
  onChange(v: string): void
}) {
  const id = useId()
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
