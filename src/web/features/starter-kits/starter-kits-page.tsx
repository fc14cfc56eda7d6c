import { LayoutTemplate, Wand2 } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { paths } from '@core/routes.ts'
import { STARTER_KITS } from '@core/starter-kits.ts'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { useHashScroll } from '@web/lib/use-hash-scroll.ts'
import { KitCard } from './kit-card.tsx'
import { startKit } from './start-kit.ts'

/**
 * docs/product.md#templates-and-starter-kits: 'Start Kit' puts the kit's first template into the
 * generator form, and the others wait there as 'Next in this kit' (issue 30).
 */
export function StarterKitsPage() {
  const navigate = useNavigate()
  useHashScroll()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading
        title="Starter Kits"
        lead="Bundles of templates for a product line: Start Kit fills in the first, and the generator keeps the others ready as ‘Next in this kit’."
      >
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to={paths.templates}>
              <LayoutTemplate aria-hidden="true" />
              Browse Templates
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home}>
              <Wand2 aria-hidden="true" />
              Custom Generator
            </Link>
          </Button>
        </div>
      </PageHeading>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {STARTER_KITS.map((kit) => (
          <KitCard
            key={kit.id}
            kit={kit}
            onStart={() => {
              startKit(kit)
              void navigate(paths.home)
            }}
          />
        ))}
      </div>
    </div>
  )
}
