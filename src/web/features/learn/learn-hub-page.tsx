import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { EXAMPLES_ANCHOR } from '@core/example-gallery.ts'
import { learnCategories } from '@core/learn.ts'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'

export function LearnHubPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading title="Learning Hub" lead="Free guides for making, designing and selling your first digital product." />
      <div className="grid gap-6 md:grid-cols-3">
        {learnCategories.map((category) => (
          <Card key={category.slug} className="relative transition-shadow hover:shadow-md">
            <CardHeader>
              <CardTitle asChild>
                <h2>
                  <Link to={`/learn/${category.slug}`} className="after:absolute after:inset-0">
                    {category.title}
                  </Link>
                </h2>
              </CardTitle>
              <CardDescription>{category.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex items-center gap-1 font-medium text-primary text-sm">
              {category.guides.length} guides <ArrowRight aria-hidden="true" className="size-4" />
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="mt-10 text-muted-foreground">
        See what the guides lead to:{' '}
        <Link
          to={{ pathname: '/', hash: EXAMPLES_ANCHOR }}
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          four finished examples made with Folio <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </div>
  )
}
