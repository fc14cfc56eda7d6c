import { Check, Loader2 } from 'lucide-react'
import { useId } from 'react'
import { CREDIT_PACKS } from '@core/credit-packs.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { cn } from '@web/lib/utils.ts'
import { PACK_FEATURES, perCredit } from './pack-features.ts'

type Pack = (typeof CREDIT_PACKS)[number]

/** One pack (docs/product.md#pricing-and-checkout): an article named by the pack, so 'Buy Credits' is clear in context. */
export function PackCard({
  pack,
  popular,
  processing,
  busy,
  onBuy,
}: {
  pack: Pack
  popular: boolean
  /** This pack's checkout is starting. */
  processing: boolean
  /** Any pack's checkout is starting: one at a time. */
  busy: boolean
  onBuy: () => void
}) {
  const id = useId()
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-6 text-left shadow-sm',
        popular && 'border-2 border-primary shadow-md md:-my-2 md:py-8',
      )}
    >
      {popular ? <Badge className="-top-3 -translate-x-1/2 absolute left-1/2">Most Popular</Badge> : null}
      <h2 id={`${id}-name`} className="font-semibold text-xl">
        {pack.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="font-bold text-4xl tracking-tight">${pack.priceDollars}</span>
      </p>
      <p id={`${id}-credits`} className="mt-1 font-medium">
        {pack.credits} credits
      </p>
      <p className="text-muted-foreground text-sm">{perCredit(pack.priceDollars, pack.credits)}</p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {PACK_FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={popular ? 'default' : 'outline'}
        size="lg"
        disabled={busy}
        aria-describedby={`${id}-name ${id}-credits`}
        onClick={onBuy}
      >
        {processing ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {processing ? 'Processing...' : 'Buy Credits'}
      </Button>
    </article>
  )
}
