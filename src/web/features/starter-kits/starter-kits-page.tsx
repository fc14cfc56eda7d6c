import { PageHeading } from '@web/components/layout/page-heading.tsx'

/** The starter kits screen's frame; the four kits arrive with the templates issue. */
export function StarterKitsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading title="Starter Kits" lead="Bundles of templates that launch a product line in one go." />
    </div>
  )
}
