import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { learnCategories } from '@core/learn.ts'
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'

/** Cards to the three learning categories. */
export function ContinueLearning() {
  return (
    <section aria-labelledby="continue-learning" className="space-y-4">
      <h2 id="continue-learning" className="font-semibold text-xl tracking-tight">
        Continue Learning
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {learnCategories.map((category) => (
          <Card key={category.slug} className="relative transition-shadow hover:shadow-md">
            <CardHeader>
              <CardTitle asChild>
                <h3 className="text-lg">
                  <Link to={`/learn/${category.slug}`} className="after:absolute after:inset-0">
                    {category.title}
                  </Link>
                </h3>
              </CardTitle>
              <CardDescription>{category.description}</CardDescription>
              <span aria-hidden="true" className="flex items-center gap-1 pt-1 font-medium text-primary text-sm">
                {category.guides.length} guides <ArrowRight className="size-4" />
              </span>
            </CardHeader>
          </Card>
        ))}
      </div>
    </section>
  )
}
