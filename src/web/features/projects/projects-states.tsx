import { FolderOpen, Plus, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'

/** Card-shaped placeholders, so the grid does not jump when the list arrives. */
export function ProjectsLoading() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading projects...</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="space-y-3 rounded-lg border p-5">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  )
}

export function ProjectsError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Could not load your projects</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{message}</p>
        <Button type="button" size="sm" variant="outline" disabled={retrying} onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      </AlertDescription>
    </Alert>
  )
}

export function ProjectsEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <FolderOpen aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="font-semibold text-xl">No projects yet</h2>
      <p className="max-w-md text-muted-foreground">
        Every draft you generate is saved here automatically, ready to edit, duplicate or export.
      </p>
      <Button asChild>
        <Link to={paths.home}>
          <Plus aria-hidden="true" />
          Create your first project
        </Link>
      </Button>
    </div>
  )
}
