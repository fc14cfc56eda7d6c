import { Link, useParams } from 'react-router'
import { findLearnCategory } from '@core/learn.ts'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Card, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { NotFoundPage } from '@web/components/layout/not-found-page.tsx'

export function LearnCategoryPage() {
  const category = findLearnCategory(useParams().category ?? '')
  if (!category) return <NotFoundPage />
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/learn" className="text-primary text-sm underline-offset-4 hover:underline">
        ← All topics
      </Link>
      <PageHeading title={category.title} lead={category.description} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {category.guides.map((guide) => (
          <Card key={guide.slug} className="relative transition-shadow hover:shadow-md">
            <CardHeader>
              <CardTitle asChild>
                <h2>
                  <Link to={`/learn/${category.slug}/${guide.slug}`} className="after:absolute after:inset-0">
                    {guide.title}
                  </Link>
                </h2>
              </CardTitle>
            </CardHeader>
          </Card>
        ))}
      </div>
    </div>
  )
}
