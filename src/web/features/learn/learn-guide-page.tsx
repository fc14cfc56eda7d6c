import { Link, useParams } from 'react-router'
import { findLearnCategory, findLearnGuide } from '@core/learn.ts'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { NotFoundPage } from '@web/components/layout/not-found-page.tsx'

/** The guide's frame; the guide texts themselves arrive with the learning-hub issue. */
export function LearnGuidePage() {
  const params = useParams()
  const category = findLearnCategory(params.category ?? '')
  const guide = findLearnGuide(params.category ?? '', params.guide ?? '')
  if (!category || !guide) return <NotFoundPage />
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Link to={`/learn/${category.slug}`} className="text-primary text-sm underline-offset-4 hover:underline">
        ← Back to {category.title}
      </Link>
      <PageHeading title={guide.title} lead="This guide is being written. The other guides in this topic are one click away." />
    </div>
  )
}
