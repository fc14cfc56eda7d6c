import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'

function StateCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center">
          <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </div>
  )
}

/** With no draft yet, the editor shows its empty state (docs/product.md#editor). */
export function EmptyEditor() {
  return (
    <StateCard title="No Content to Edit">
      <p className="text-muted-foreground">Generate an outline and a draft first, then edit it here chapter by chapter.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.home}>Go to the generator</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.projects}>Your projects</Link>
        </Button>
      </div>
    </StateCard>
  )
}

/** An unknown id, or another account's project (the server answers 404 for both). */
export function ProjectNotFound() {
  return (
    <StateCard title="Project not found">
      <p className="text-muted-foreground">This project does not exist, was deleted, or belongs to another account.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.projects}>Your projects</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go to the generator</Link>
        </Button>
      </div>
    </StateCard>
  )
}

/** The project could not be loaded (or the draft not saved as one): say why, offer to try again. */
export function EditorLoadError({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <StateCard title={title}>
      <p role="alert" className="break-words text-muted-foreground">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.projects}>Your projects</Link>
        </Button>
      </div>
    </StateCard>
  )
}
