import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent } from '@web/components/ui/card.tsx'

/** An unknown id, another account's project, or no ?project= at all. */
export function SellNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center">
          <h1 className="font-bold text-2xl tracking-tight">Project not found</h1>
          <p className="text-muted-foreground">
            You sell a product made from one of your projects. This one does not exist, was deleted, or belongs to another account.
          </p>
          <Button asChild>
            <Link to={paths.projects}>Your projects</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}

export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-4 pt-6 text-center">
          <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
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

/** A refused action inside a screen: the server's message, and what to do next (a link or a button). */
export function FailureAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-wrap items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p className="min-w-0 flex-1 break-words">{message}</p>
      {children}
    </div>
  )
}

/** A tab or list with nothing in it yet: what it will show, and the one thing to do next. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-lg border border-dashed p-8 text-center">
      <p className="font-semibold">{title}</p>
      <div className="mx-auto max-w-md space-y-3 text-muted-foreground text-sm">{children}</div>
    </div>
  )
}
