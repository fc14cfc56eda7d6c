import { CREDIT_COSTS } from '@core/generation.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { CreditsDisplay } from './credits-display.tsx'
import { GeneratorButtons } from './generator-buttons.tsx'
import { OfflineNote } from './offline-note.tsx'
import { ProductFields } from './product-fields.tsx'
import type { GeneratorController } from '../use-generator-controller.ts'

/** The left side: what to make, the generate buttons, the balance. */
export function ProductDetails({ controller }: { controller: GeneratorController }) {
  const { credits, settings } = controller
  return (
    <Card>
      <CardHeader>
        <CardTitle>Product details</CardTitle>
        <CardDescription>
          An outline costs {CREDIT_COSTS.outline} credits and a full draft {CREDIT_COSTS.draft}; editing and exports are free.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form
          noValidate
          className="space-y-6"
          onSubmit={(e) => {
            e.preventDefault()
            void controller.generateOutline()
          }}
        >
          <ProductFields />
          <GeneratorButtons
            balance={credits.credits}
            onOutline={() => void controller.generateOutline()}
            onDraft={(anyway, again) => void controller.generateDraft(anyway, again)}
          />
        </form>
        <OfflineNote settings={settings} />
        <CreditsDisplay signedIn={credits.signedIn} credits={credits.credits} />
      </CardContent>
    </Card>
  )
}
