import { ArrowLeft, Clock } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { findLearnCategory } from '@core/learn.ts'
import { NotFoundPage } from '@web/components/layout/not-found-page.tsx'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { guideSummary } from '@web/lib/learn/guides.ts'

/** docs/product.md#learning-hub: a category page with its five guide cards, in the hub's order. */
export function LearnCategoryPage() {
  const category = findLearnCategory(useParams().category ?? '')
  if (!category) return <NotFoundPage />
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/learn" className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All topics
      </Link>
      <PageHeading title={category.title} lead={category.description} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {category.guides.map((guide, i) => {
          const summary = guideSummary(category.slug, guide.slug)
          return (
            <li key={guide.slug}>
              <Card className="relative h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Guide {i + 1}</p>
                  <CardTitle asChild>
                    <h2>
                      <Link to={`/learn/${category.slug}/${guide.slug}`} className="after:absolute after:inset-0">
                        {guide.title}
                      </Link>
                    </h2>
                  </CardTitle>
                  {summary ? <CardDescription>{summary.description}</CardDescription> : null}
                </CardHeader>
                {summary ? (
                  <CardContent className="flex items-center gap-1.5 text-muted-foreground text-sm">
                    <Clock aria-hidden="true" className="size-4" /> {summary.minutes} min read
                  </CardContent>
                ) : null}
              </Card>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
