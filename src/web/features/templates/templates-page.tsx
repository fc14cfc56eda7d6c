import { Wand2 } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { paths } from '@core/routes.ts'
import { PRODUCT_TEMPLATES, templateFields } from '@core/templates.ts'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { useHashScroll } from '@web/lib/use-hash-scroll.ts'
import { TemplateCard } from './template-card.tsx'

/** docs/product.md#templates-and-starter-kits: the eight presets; 'Use Template' fills the generator form and opens it. */
export function TemplatesPage() {
  const navigate = useNavigate()
  useHashScroll()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading title="Product Templates" lead="Start from a proven product idea and make it your own.">
        <Button asChild variant="outline">
          <Link to={paths.home}>
            <Wand2 aria-hidden="true" />
            Start Custom Generator
          </Link>
        </Button>
      </PageHeading>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {PRODUCT_TEMPLATES.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            onUse={() => {
              updateGeneratorForm(templateFields(template))
              void navigate(paths.home)
            }}
          />
        ))}
      </div>
    </div>
  )
}
