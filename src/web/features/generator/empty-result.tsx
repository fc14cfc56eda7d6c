import { CREDIT_COSTS } from '@core/generation.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'

/** Before any outline: what happens next. */
export function EmptyResult() {
  return (
    <Card className="border-dashed">
      <CardHeader>
        <CardTitle>Your outline will appear here</CardTitle>
        <CardDescription>Three steps from an idea to a product you can sell:</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="list-decimal space-y-2 pl-5 text-muted-foreground text-sm">
          <li>Describe the product: its topic, type, tone and who it is for.</li>
          <li>Generate an outline ({CREDIT_COSTS.outline} credits) and adjust its chapters.</li>
          <li>Generate the full draft ({CREDIT_COSTS.draft} credits), then edit and export it.</li>
        </ol>
      </CardContent>
    </Card>
  )
}
