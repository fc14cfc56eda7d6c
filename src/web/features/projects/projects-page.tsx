import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { SavedOutlineCard } from '@web/components/outlines/saved-outline-items.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { notDraftedOutlinesQuery } from '@web/lib/outlines/saved-outlines-api.ts'
import { projectListQuery } from '@web/lib/projects/project-list-query.ts'
import { ProjectCard } from './project-card.tsx'
import { ProjectsEmpty, ProjectsError, ProjectsLoading } from './projects-states.tsx'

/** The newest this many are listed; the API's ceiling is 200, and more than that wants search, not scrolling. */
export const PROJECTS_PAGE_LIMIT = 100

/** Saved projects (docs/product.md#projects; free). Inside the protected route. */
export function ProjectsPage() {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const list = useQuery(projectListQuery(userId, PROJECTS_PAGE_LIMIT))
  // Outlines paid for and not drafted yet (issue 30), above the projects; none when they cannot be read.
  const outlines = useQuery(notDraftedOutlinesQuery(userId)).data ?? []
  // Focus lands here when a deleted project's card (and the focused control in it) disappears.
  const region = useRef<HTMLDivElement>(null)

  let body
  if (list.isPending) body = <ProjectsLoading />
  else if (list.isError)
    body = <ProjectsError message={errorMessage(list.error)} retrying={list.isFetching} onRetry={() => void list.refetch()} />
  else if (list.data.projects.length === 0) body = <ProjectsEmpty />
  else
    body = (
      <>
        <ul aria-label="Projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard userId={userId} project={project} onGone={() => region.current?.focus()} />
            </li>
          ))}
        </ul>
        {list.data.total > list.data.projects.length ? (
          <p className="mt-4 text-muted-foreground text-sm">
            Showing the {list.data.projects.length} most recently updated of your {list.data.total} projects.
          </p>
        ) : null}
      </>
    )

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading title="Your Projects" lead="Open, rename, duplicate or delete the digital products you have created.">
        <Button asChild>
          <Link to={paths.home}>
            <Plus aria-hidden="true" />
            New Project
          </Link>
        </Button>
      </PageHeading>
      <div ref={region} tabIndex={-1} className="space-y-6 outline-none">
        {outlines.length > 0 ? (
          <ul aria-label="Saved outlines" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {outlines.map((outline) => (
              <li key={outline.id}>
                <SavedOutlineCard userId={userId} outline={outline} onGone={() => region.current?.focus()} />
              </li>
            ))}
          </ul>
        ) : null}
        {body}
      </div>
    </div>
  )
}
