import { PageHeading } from '@web/components/layout/page-heading.tsx'

/** The generator screen; its form, outline and draft arrive with the generation issue. */
export function GeneratorPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading
        title="Create Your Digital Product"
        lead="Enter a topic, pick a product type, tone and audience, and get an outline and then a full draft to edit and export."
      />
    </div>
  )
}
