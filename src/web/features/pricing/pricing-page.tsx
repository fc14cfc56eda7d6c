import { Lock } from 'lucide-react'
import { CREDIT_PACKS } from '@core/credit-packs.ts'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { HowCreditsWork } from './how-credits-work.tsx'
import { PackCard } from './pack-card.tsx'
import { useBuyCredits } from './use-buy-credits.ts'

/** docs/product.md#pricing-and-checkout: three packs, Standard the most popular; buying needs a session. */
export function PricingPage() {
  const { processing, buy } = useBuyCredits()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 text-center">
      <div className="flex flex-col items-center">
        <PageHeading title="Buy Credits, Create Products" lead="Pay only for what you use. Credits never expire." />
      </div>
      <div className="mx-auto grid max-w-5xl gap-6 pt-4 md:grid-cols-3">
        {CREDIT_PACKS.map((pack) => (
          <PackCard
            key={pack.id}
            pack={pack}
            popular={pack.id === 'standard'}
            processing={processing === pack.id}
            busy={processing !== null}
            onBuy={() => void buy(pack.id)}
          />
        ))}
      </div>
      <p className="mt-8 flex items-center justify-center gap-2 text-muted-foreground text-sm">
        <Lock aria-hidden="true" className="size-4" /> Secure payments by Stripe
      </p>
      <HowCreditsWork />
    </div>
  )
}
