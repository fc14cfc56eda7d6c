import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Button } from '@web/components/ui/button.tsx'
import { Card } from '@web/components/ui/card.tsx'
import { currentDraftQuery } from '@web/lib/generator/current-draft-api.ts'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { waitingWork } from '@web/lib/generator/waiting-work.ts'
import { notDraftedOutlinesQuery } from '@web/lib/outlines/saved-outlines-api.ts'
import { typeLabel } from '@web/lib/option-labels.ts'

/**
 * docs/product.md#dashboard: the way back to what waits in the generator. The form is the
 * signed-in user's own (the generator store lets go of anyone else's, decision 0029), and the
 * generator keeps it as it is, so 'Continue' only has to go there; an outline kept on the server
 * (issue 30) opens there by its id.
 */
export function ContinueCard({ userId }: { userId: string }) {
  const form = useGeneratorForm()
  // The same query as the generator's resume offer (decision 115).
  const current = useQuery(currentDraftQuery(userId))
  const outlines = useQuery(notDraftedOutlinesQuery(userId))
  const titleId = useId()
  const work = waitingWork(form, current.data ?? null, outlines.data ?? [])
  if (!work) return null

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex flex-col gap-4 border-primary/50 bg-primary/5 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h2 id={titleId} className="font-medium text-primary text-sm">
          Continue where you left off
        </h2>
        <p className="break-words font-semibold text-xl tracking-tight">{work.name}</p>
        {work.topic ? <p className="break-words text-sm">{work.topic}</p> : null}
        <p className="text-muted-foreground text-sm">
          {work.productType ? `${typeLabel(work.productType)} · ` : null}
          {work.state}
        </p>
      </div>
      <Button asChild size="lg" className="shrink-0">
        <Link to={work.to}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  )
}
