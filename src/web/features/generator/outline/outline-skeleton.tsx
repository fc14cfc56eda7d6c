import { Card, CardContent, CardHeader } from '@web/components/ui/card.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'

/** docs/product.md#outline-generation: stands in for the outline while it is generated. */
export function OutlineSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading the outline">
      <CardHeader className="space-y-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </CardHeader>
      <CardContent className="space-y-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-5" style={{ width: `${80 - i * 8}%` }} />
        ))}
      </CardContent>
    </Card>
  )
}
