import { Coins, Gift } from 'lucide-react'
import { CREDIT_COSTS } from '@core/generation.ts'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'

const FREE = [
  'Editing and regenerating chapters',
  'PDF and DOCX export',
  'Saving and managing projects',
  // Issue 32: after the spec's three.
  'Regenerating launch kit pieces',
] as const

/** docs/product.md#pricing-and-checkout: what costs credits and what is free, and what a draft stopped early costs (decision 28). */
export function HowCreditsWork() {
  return (
    <Card className="mx-auto mt-12 max-w-3xl text-left">
      <CardHeader>
        <CardTitle>How Credits Work</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="credit-costs">
          <h3 id="credit-costs" className="mb-2 flex items-center gap-2 font-medium">
            <Coins aria-hidden="true" className="size-4 text-primary" /> What costs credits
          </h3>
          <ul className="space-y-1 text-muted-foreground text-sm">
            <li>Product outline: {CREDIT_COSTS.outline} credits</li>
            <li>Full draft: {CREDIT_COSTS.draft} credits</li>
            {/* Below the spec's two lines (issue 32): the kit is written once, its pieces then regenerate free. */}
            <li>Launch kit: {CREDIT_COSTS.launchKit} credits</li>
          </ul>
          <p className="mt-2 text-muted-foreground text-sm">
            A draft you cancel, replace with a new outline or leave to expire pays only for its chapters written or under way:{' '}
            {CREDIT_COSTS.draft} × those chapters ÷ all its chapters, rounded up. The rest comes back, and a chapter the AI fails to write
            costs nothing.
          </p>
        </section>
        <section aria-labelledby="credit-free">
          <h3 id="credit-free" className="mb-2 flex items-center gap-2 font-medium">
            <Gift aria-hidden="true" className="size-4 text-primary" /> Always free
          </h3>
          <ul className="space-y-1 text-muted-foreground text-sm">
            {FREE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <p className="text-muted-foreground text-sm sm:col-span-2">New accounts start with 2 free credits. Credits never expire.</p>
      </CardContent>
    </Card>
  )
}
