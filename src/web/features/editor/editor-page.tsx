import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'

/** With no draft yet, the editor shows its empty state (spec §2 Editor). */
export function EditorPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center">
          <h1 className="font-bold text-2xl tracking-tight">No Content to Edit</h1>
          <p className="text-muted-foreground">Generate an outline and a draft first, then edit it here chapter by chapter.</p>
          <Button asChild>
            <Link to={paths.home}>Go to the generator</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
