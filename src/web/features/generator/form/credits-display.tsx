import { Coins } from 'lucide-react'
import { Link } from 'react-router'
import { CHEAPEST_PACK } from '@core/credit-packs.ts'
import { paths } from '@core/routes.ts'

/** docs/product.md#generator: money in the generator area is shown in British pounds. */
export const formatPounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0 }).format(amount)

/** The signed-in person's balance ('Loading…' until known) and where to get more. */
export function CreditsDisplay({ signedIn, credits }: { signedIn: boolean; credits: number | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t pt-4 text-sm">
      {signedIn ? (
        <p className="flex items-center gap-2 font-medium" aria-live="polite">
          <Coins aria-hidden="true" className="size-4 text-muted-foreground" />
          Credits: {credits ?? 'Loading…'}
        </p>
      ) : null}
      <p className="text-muted-foreground">
        Need more?{' '}
        <Link to={paths.pricing} className="font-medium text-primary underline-offset-4 hover:underline">
          Credit packs from {formatPounds(CHEAPEST_PACK.priceDollars)}
        </Link>
      </p>
    </div>
  )
}
