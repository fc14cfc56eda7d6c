import { CREDIT_PACKS } from '@core/credit-packs.ts'
import { escapeHtml } from '@core/html-escape.ts'
import { LOCAL_TEST_CARDS } from '@core/local-checkout.ts'
import type { PaymentRow } from '../payments.queries.ts'
import { LOCAL_CHECKOUT_CSS } from './local-checkout-style.ts'

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name'
export interface CheckoutForm {
  values: Partial<Record<CardField, string>>
  errors: Partial<Record<CardField, string>>
  alert?: string
}

const escape = escapeHtml

export const formatPrice = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)

/** The local checkout's page frame, shared with selling's local checkout for an order (issue 33). */
export function checkoutLayout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><meta name="robots" content="noindex"><style>${LOCAL_CHECKOUT_CSS}</style></head>
<body><main><div class="brand"><strong>Folio</strong><span class="test">Test mode — no real card is charged</span></div>${body}</main></body></html>`
}

export function cardField(form: CheckoutForm, name: CardField, label: string, attrs: string): string {
  const error = form.errors[name]
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escape(form.values[name] ?? '')}" ${attrs}${described}>${
    error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''
  }`
}

/** The pay page: what is bought on the left, the test card form on the right. */
export function checkoutPage(payment: PaymentRow, sessionId: string, form: CheckoutForm): string {
  const pack = CREDIT_PACKS.find((p) => p.id === payment.pack)
  const price = formatPrice(payment.amount_cents, payment.currency)
  const action = `/checkout/local/${encodeURIComponent(sessionId)}`
  const summary = `<section class="card" aria-labelledby="summary"><h1 id="summary">${escape(pack?.name ?? payment.pack)} pack</h1>
<p class="muted">${payment.credits} credits</p><p class="price">${price}</p>
<ul><li>Credits never expire</li><li>Outlines, drafts and chapter regeneration</li><li>PDF and DOCX export included</li></ul></section>`
  const alert = form.alert ? `<p class="alert" role="alert">${escape(form.alert)}</p>` : ''
  const payForm = `<section class="card" aria-labelledby="pay"><h2 id="pay">Pay with card</h2>${alert}
<form method="post" action="${action}/pay" novalidate>
${cardField(form, 'cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row"><div>${cardField(form, 'expiry', 'Expiry (MM / YY)', 'autocomplete="cc-exp" required')}</div><div>${cardField(form, 'cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>
${cardField(form, 'name', 'Name on card', 'autocomplete="cc-name" required')}
<div class="actions"><button class="pay" type="submit">Pay ${price}</button></div></form>
<form method="post" action="${action}/cancel"><div class="actions"><button class="cancel" type="submit">Cancel</button></div></form>
<p class="hint">Test cards: <code>${LOCAL_TEST_CARDS.pays}</code> pays, <code>${LOCAL_TEST_CARDS.declined}</code> is declined. Any future expiry and any CVC.</p></section>`
  return checkoutLayout('Checkout — Folio', `<div class="grid">${summary}${payForm}</div>`)
}

/** Not found, canceled, expired: a short page with the way back to pricing. */
export function messagePage(title: string, text: string): string {
  return checkoutLayout(
    `${title} — Folio`,
    `<section class="card"><h1>${escape(title)}</h1><p class="muted">${escape(text)}</p>
<p><a href="/pricing">Back to pricing</a></p></section>`,
  )
}
