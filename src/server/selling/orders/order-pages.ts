import { escapeHtml as escape } from '@core/html-escape.ts'
import { LOCAL_TEST_CARDS } from '@core/local-checkout.ts'
import { formatPrice, fromMinorUnits, SELL_FORMAT_LABELS, type SellCurrency, type SellFormat } from '@core/selling.ts'
import { cardField, type CheckoutForm, checkoutLayout } from '../../checkout/local/local-checkout-page.ts'
import { sellingPageHtml } from '../storefront/page-layout.ts'

/**
 * The buyer's pages of a sale (issue 33): the local checkout for an order, which looks like the
 * credit checkout's (its frame and style), and the short answers of the buy form and of the
 * return from Stripe. Server-rendered, no script, everything a buyer typed escaped.
 */

/** What the local checkout page shows of an order. */
export interface OrderCheckoutView {
  sessionId: string
  productTitle: string
  productPath: string
  seller: string
  formats: SellFormat[]
  email: string
  amountCents: number
  currency: SellCurrency
}

export const localOrderPath = (sessionId: string) => `/checkout/local/order/${encodeURIComponent(sessionId)}`

const price = (cents: number, currency: SellCurrency) => formatPrice(fromMinorUnits(cents), currency)

/** The pay page: the product on the left, the test card form on the right. */
export function orderCheckoutPage(view: OrderCheckoutView, form: CheckoutForm): string {
  const amount = price(view.amountCents, view.currency)
  const action = localOrderPath(view.sessionId)
  const formats = view.formats.map((f) => SELL_FORMAT_LABELS[f]).join(', ')
  const summary = `<section class="card" aria-labelledby="summary"><h1 id="summary">${escape(view.productTitle)}</h1>
<p class="muted">by ${escape(view.seller)}</p><p class="price">${amount}</p>
<ul><li>${escape(formats)}</li><li>Your receipt and download link go to <strong>${escape(view.email)}</strong></li>
<li>Every file is marked &ldquo;Sold to&rdquo; your e-mail address</li></ul></section>`
  const alert = form.alert ? `<p class="alert" role="alert">${escape(form.alert)}</p>` : ''
  const payForm = `<section class="card" aria-labelledby="pay"><h2 id="pay">Pay with card</h2>${alert}
<form method="post" action="${action}/pay" novalidate>
${cardField(form, 'cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row"><div>${cardField(form, 'expiry', 'Expiry (MM / YY)', 'autocomplete="cc-exp" required')}</div><div>${cardField(form, 'cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>
${cardField(form, 'name', 'Name on card', 'autocomplete="cc-name" required')}
<div class="actions"><button class="pay" type="submit">Pay ${amount}</button></div></form>
<p class="hint"><a href="${escape(view.productPath)}">Cancel and go back</a></p>
<p class="hint">Test cards: <code>${LOCAL_TEST_CARDS.pays}</code> pays, <code>${LOCAL_TEST_CARDS.declined}</code> is declined. Any future expiry and any CVC.</p></section>`
  return checkoutLayout(`Checkout — ${view.productTitle}`, `<div class="grid">${summary}${payForm}</div>`)
}

/** A short answer inside the local checkout's frame (not found, expired, refunded). */
export function orderMessagePage(title: string, text: string, back?: { href: string; label: string }): string {
  const link = back ? `<p><a href="${escape(back.href)}">${escape(back.label)}</a></p>` : ''
  return checkoutLayout(
    `${title} — Folio`,
    `<section class="card"><h1>${escape(title)}</h1><p class="muted">${escape(text)}</p>${link}</section>`,
  )
}

/** The buy form's short answers: what went wrong, and the way back to the product. */
export function buyerMessagePage(title: string, text: string, back?: { href: string; label: string }, head?: string): string {
  const link = back ? `<p><a href="${escape(back.href)}">${escape(back.label)}</a></p>` : ''
  // The selling layout every public page shares (storefront/page-layout.ts).
  return sellingPageHtml({
    title,
    head,
    noindex: true,
    body: `<section class="narrow card"><h1>${escape(title)}</h1><p class="muted">${escape(text)}</p>${link}</section>`,
  })
}
