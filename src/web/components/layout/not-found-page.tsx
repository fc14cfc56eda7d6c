import { Link, useLocation } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'

export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <div className="mx-auto flex max-w-xl px-4 py-16">
      <Card className="w-full">
        <CardContent className="space-y-4 pt-6">
          <p className="font-semibold text-destructive text-sm">404</p>
          <h1 className="font-bold text-2xl tracking-tight">Page Not Found</h1>
          <p className="text-muted-foreground">
            No page in Folio's router matches <code className="rounded bg-muted px-1 py-0.5 text-foreground">{pathname}</code>. Check the
            address for a typo, or pick up from one of these pages.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.home}>Go to the generator</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.learn}>Browse the guides</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
