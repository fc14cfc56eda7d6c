import { PageHeading } from '@web/components/layout/page-heading.tsx'

/** The dashboard's frame; its cards arrive with the accounts issue. */
export function DashboardPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading title="Dashboard" lead="Your credits, projects and learning in one place." />
    </div>
  )
}
