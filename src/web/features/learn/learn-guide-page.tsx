import { ArrowLeft } from 'lucide-react'
import { Suspense } from 'react'
import { Link, useParams } from 'react-router'
import { findLearnCategory, findLearnGuide } from '@core/learn.ts'
import { NotFoundPage } from '@web/components/layout/not-found-page.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { GuideBody } from './guide-body.tsx'
import { GuidePager } from './guide-pager.tsx'

/** A guide page (docs/product.md#learning-hub): back link, title, table of contents, the text, the action checklist, previous/next. */
export function LearnGuidePage() {
  const params = useParams()
  const category = findLearnCategory(params.category ?? '')
  const guide = findLearnGuide(params.category ?? '', params.guide ?? '')
  if (!category || !guide) return <NotFoundPage />
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link
        to={`/learn/${category.slug}`}
        className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to {category.title}
      </Link>
      <Suspense
        fallback={
          <div className="mt-4 space-y-4" aria-label="Loading guide">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
          </div>
        }
      >
        <GuideBody key={guide.slug} category={category.slug} slug={guide.slug} title={guide.title} />
      </Suspense>
      <GuidePager category={category} slug={guide.slug} />
    </div>
  )
}
