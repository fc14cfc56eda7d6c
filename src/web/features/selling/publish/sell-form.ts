import type { ProductType } from '@core/generation.ts'
import {
  DEFAULT_REFUND_POLICY,
  type PriceKind,
  SELL_FORMATS_BY_TYPE,
  type SellCheckoutMode,
  type SellCurrency,
  type SellFormat,
  SLUG_LIMITS,
} from '@core/selling.ts'
import { type Product, type PublishRequest, publishRequestSchema } from '@core/selling-schemas.ts'

/** What the Sell form holds: text as typed (numbers are read at publish). */
export interface SellForm {
  slug: string
  priceKind: PriceKind
  amount: string
  minimum: string
  currency: SellCurrency
  formats: SellFormat[]
  salesCopy: string
  refundPolicy: string
  checkoutUrl: string
}

/**
 * The title as an address: `titleSlug` of @core/export.ts, written again here. Imported, it moved
 * out of the export action's lazy chunk into one the editor loads first (+92 B gzip on its guarded
 * load, decision 136); sell-form.test.ts checks the two agree.
 */
export function addressFromTitle(title: string, max: number): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}

/** A new product starts at the title's address, a fixed price and every format its type sells. */
export function initialForm(title: string, productType: ProductType, product: Product | null): SellForm {
  const allowed = SELL_FORMATS_BY_TYPE[productType]
  return {
    slug: product?.slug ?? addressFromTitle(title, SLUG_LIMITS.max),
    priceKind: product?.priceKind ?? 'fixed',
    amount: product?.price ? String(product.price.amount) : '9',
    minimum: product?.price?.minimum !== undefined ? String(product.price.minimum) : '1',
    currency: product?.price?.currency ?? 'usd',
    // A format the type no longer sells (a type changed since) is left out rather than refused at publish.
    formats: product ? product.formats.filter((f) => allowed.includes(f)) : [...allowed],
    salesCopy: product?.salesCopy ?? '',
    refundPolicy: product?.refundPolicy ?? DEFAULT_REFUND_POLICY,
    checkoutUrl: product?.checkoutUrl ?? '',
  }
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')))

/** The request the form makes; what the operator's mode or the price kind does not use is left out. */
export function publishRequest(form: SellForm, mode: SellCheckoutMode | null): Record<string, unknown> {
  const paid = form.priceKind !== 'free'
  const price = !paid
    ? null
    : {
        amount: number(form.amount),
        currency: form.currency,
        ...(form.priceKind === 'pwyw' ? { minimum: number(form.minimum) } : {}),
      }
  return {
    slug: form.slug,
    price,
    formats: form.formats,
    // Left empty, the server writes the launch kit's sales page (or the description).
    ...(form.salesCopy.trim() ? { salesCopy: form.salesCopy } : {}),
    ...(paid && form.refundPolicy.trim() ? { refundPolicy: form.refundPolicy } : {}),
    ...(paid && mode === 'external' ? { checkoutUrl: form.checkoutUrl } : {}),
  }
}

/** Checked with the contract's own schema before sending: field problems by path ('price.amount'), or the request. */
export function checkForm(
  form: SellForm,
  mode: SellCheckoutMode | null,
): { ok: true; request: PublishRequest } | { ok: false; fields: Record<string, string> } {
  const body = publishRequest(form, mode)
  const fields: Record<string, string> = {}
  if (form.priceKind !== 'free' && mode === 'external' && !form.checkoutUrl.trim())
    fields.checkoutUrl = 'Add the address of your own checkout: buyers are sent there to pay.'
  const parsed = publishRequestSchema.safeParse(body)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.')
      // A number field left empty: say so rather than zod's "expected number, received NaN".
      const message = /NaN|nan/.test(issue.message) ? 'Enter a price as a number.' : issue.message
      fields[path] ??= message
    }
  if (Object.keys(fields).length || !parsed.success) return { ok: false, fields }
  return { ok: true, request: parsed.data }
}
