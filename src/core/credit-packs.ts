/** Credit packs (docs/product.md#credits). Prices live only here and on the server; the client never sends one. */
export const CREDIT_PACKS = [
  { id: 'starter', name: 'Starter', priceDollars: 9, credits: 30 },
  { id: 'standard', name: 'Standard', priceDollars: 19, credits: 80 },
  { id: 'pro', name: 'Pro', priceDollars: 39, credits: 200 },
] as const

export type CreditPackId = (typeof CREDIT_PACKS)[number]['id']

/** The smallest pack's price: what "packs from …" shows. */
export const CHEAPEST_PACK = CREDIT_PACKS[0]
