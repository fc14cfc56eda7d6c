import { formatPrice, SELL_CURRENCIES, type SellCurrency } from '@core/selling.ts'

const isCurrency = (c: string): c is SellCurrency => (SELL_CURRENCIES as readonly string[]).includes(c)

/** A price in a currency this product knows ('$19.50'), else the amount and the code. */
export const money = (amount: number, currency: string) =>
  isCurrency(currency) ? formatPrice(amount, currency) : `${amount.toFixed(2)} ${currency.toUpperCase()}`

/** Revenue per currency ('$120 · €30'), '$0' when there was none. */
export function revenueText(revenue: Record<string, number>): string {
  const parts = Object.entries(revenue)
    .filter(([, amount]) => amount !== 0)
    .map(([currency, amount]) => money(amount, currency))
  return parts.length ? parts.join(' · ') : money(0, 'usd')
}

/** 0.0423 → '4.2%'. */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.1 ? 1 : 0)}%`

/** '5 Mar 2026' (en-GB, the product's date locale); the time too when asked. */
export function dateText(iso: string | null, withTime = false): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '—'
  return new Intl.DateTimeFormat('en-GB', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date)
}

/** Capitalised status word for a badge: 'unconfirmed' → 'Unconfirmed'. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)
