import { type ReactNode, useId } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'

/** One figure of the dashboard's top row: a small title with an icon, the value, and a note or action. */
export function StatCard({ title, icon, value, children }: { title: string; icon: ReactNode; value: ReactNode; children?: ReactNode }) {
  const titleId = useId()
  // A named group, so assistive tech (and tests) can tell which figure is which.
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle id={titleId} className="font-medium text-muted-foreground text-sm">
          {title}
        </CardTitle>
        {icon}
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="font-bold text-3xl tracking-tight">{value}</p>
        {children}
      </CardContent>
    </Card>
  )
}
