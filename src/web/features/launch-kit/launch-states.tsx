import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'

/** An unknown id, another account's project, or no ?project= at all. */
export function LaunchNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center">
          <h1 className="font-bold text-2xl tracking-tight">Project not found</h1>
          <p className="text-muted-foreground">
            A launch kit belongs to a project. This one does not exist, was deleted, or belongs to another account.
          </p>
          <Button asChild>
            <Link to={paths.projects}>Your projects</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}

export function LaunchLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center">
          <h1 className="font-bold text-2xl tracking-tight">Could not open the launch kit</h1>
          <p role="alert" className="break-words text-muted-foreground">
            {message}
          </p>
          <Button type="button" onClick={onRetry}>
            Try again
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
