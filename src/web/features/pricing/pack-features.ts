import { CREDIT_COSTS } from '@core/generation.ts'

/** Every pack lists the same features (docs/product.md#pricing-and-checkout). */
export const PACK_FEATURES = [
  'Credits never expire',
  `Outlines (${CREDIT_COSTS.outline} credits) and full drafts (${CREDIT_COSTS.draft} credits)`,
  'Free editing and chapter regeneration',
  'Free PDF and DOCX export',
  'Email support within 48 hours',
] as const

/** '30¢ per credit', to compare packs at a glance. */
export function perCredit(priceDollars: number, credits: number): string {
  const cents = (priceDollars * 100) / credits
  return `${cents.toFixed(cents < 10 ? 1 : 0)}¢ per credit`
}
