import { useQuery } from '@tanstack/react-query'
import { CalendarDays, ChartLine, Coins, FolderOpen } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { isNewAccountSession } from '@web/lib/auth/new-account.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { notDraftedOutlinesQuery } from '@web/lib/outlines/saved-outlines-api.ts'
import { projectListQuery } from '@web/lib/projects/project-list-query.ts'
import { ContinueCard } from './continue-card.tsx'
import { ContinueLearning } from './continue-learning.tsx'
import { CreditHistory } from './credit-history.tsx'
import { memberSince } from './member-since.ts'
import { ProjectCards } from './project-cards.tsx'
import { ProjectCount } from './project-count.tsx'
import { StatCard } from './stat-card.tsx'
import { usePaymentReturn } from './use-payment-return.ts'
import { useProfile } from './use-profile.ts'

const iconClass = 'size-4 text-muted-foreground'
/** How many of the newest projects 'Recent Projects' lists; the Projects card counts them all (total). */
const RECENT_PROJECTS = 5

/** docs/product.md#dashboard. Rendered inside the protected route, so a user is always present. */
export function DashboardPage() {
  const { user, session } = useAuth()
  const profile = useProfile(user?.id ?? '')
  const recent = useQuery(projectListQuery(user?.id ?? '', RECENT_PROJECTS))
  // Outlines paid for and not drafted yet (issue 30) sit at the top of Recent Projects; none when they cannot be read.
  const outlines = useQuery(notDraftedOutlinesQuery(user?.id ?? ''))
  usePaymentReturn()

  if (!user) return null
  if (profile.isPending) return <LoadingScreen label="Loading dashboard..." />

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {/* 'Welcome' in the session that created the account, 'Welcome back' after (decision 0060). */}
      <PageHeading
        title="Dashboard"
        lead={
          <>
            {isNewAccountSession(session) ? 'Welcome' : 'Welcome back'}, {user.email}!
          </>
        }
      >
        {/* Issue 33: what published products did (its own screen, decision 136). */}
        <Button asChild size="sm" variant="outline">
          <Link to={paths.sales}>
            <ChartLine aria-hidden="true" />
            Sales
          </Link>
        </Button>
      </PageHeading>
      <div className="space-y-8">
        <ContinueCard userId={user.id} />
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard title="Credits" icon={<Coins aria-hidden="true" className={iconClass} />} value={profile.data?.credits ?? 0}>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.pricing}>Buy Credits</Link>
            </Button>
          </StatCard>
          <StatCard title="Projects" icon={<FolderOpen aria-hidden="true" className={iconClass} />} value={<ProjectCount list={recent} />}>
            <p className="text-muted-foreground text-sm">Digital products created</p>
          </StatCard>
          <StatCard
            title="Member Since"
            icon={<CalendarDays aria-hidden="true" className={iconClass} />}
            value={memberSince(profile.data?.created_at)}
          />
        </div>
        <ProjectCards userId={user.id} recent={recent} outlines={outlines.data ?? []} />
        <CreditHistory userId={user.id} />
        <ContinueLearning />
      </div>
    </div>
  )
}
