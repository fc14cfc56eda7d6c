import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import type { LearnCategory } from '@core/learn.ts'
import { guideNeighbours } from './guide-neighbours.ts'

/** Previous and next within the category; the last guide leads back to the overview instead. */
export function GuidePager({ category, slug }: { category: LearnCategory; slug: string }) {
  const { previous, next } = guideNeighbours(category, slug)
  const overview = `/learn/${category.slug}`
  return (
    <nav aria-label="Guide navigation" className="mt-12 grid gap-4 border-t pt-8 sm:grid-cols-2">
      {previous ? (
        <Link rel="prev" to={`${overview}/${previous.slug}`} className="group rounded-xl border p-4 hover:border-primary">
          <span className="flex items-center gap-1 text-muted-foreground text-sm">
            <ArrowLeft aria-hidden="true" className="size-4" /> Previous
          </span>
          <span className="mt-1 block font-medium group-hover:text-primary">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link rel="next" to={`${overview}/${next.slug}`} className="group rounded-xl border p-4 text-right hover:border-primary">
          <span className="flex items-center justify-end gap-1 text-muted-foreground text-sm">
            Next <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="mt-1 block font-medium group-hover:text-primary">{next.title}</span>
        </Link>
      ) : (
        <Link to={overview} className="group rounded-xl border p-4 text-right hover:border-primary">
          <span className="text-muted-foreground text-sm">You have finished this topic</span>
          <span className="mt-1 block font-medium group-hover:text-primary">Back to {category.title}</span>
        </Link>
      )}
    </nav>
  )
}
