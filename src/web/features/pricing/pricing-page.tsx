import { PageHeading } from '@web/components/layout/page-heading.tsx'

/** The pricing screen's frame; the packs and checkout arrive with the payments issue. */
export function PricingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 text-center">
      <PageHeading title="Buy Credits, Create Products" lead="Pay only for what you use. Credits never expire." />
    </div>
  )
}
