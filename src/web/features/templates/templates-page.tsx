import { PageHeading } from '@web/components/layout/page-heading.tsx'

/** The templates screen's frame; the eight presets arrive with the templates issue. */
export function TemplatesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading title="Product Templates" lead="Start from a proven product idea and make it your own." />
    </div>
  )
}
