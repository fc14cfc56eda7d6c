import type { UseQueryResult } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import type { ProjectListResponse } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import type { SavedOutlineSummary } from '@core/saved-outlines.ts'
import { SavedOutlineListItem } from '@web/components/outlines/saved-outline-items.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { editorPathFor, productTypeLabel, updatedLabel } from '@web/lib/projects/project-format.ts'

interface ListProps {
  userId: string
  list: UseQueryResult<ProjectListResponse>
  /** Outlines no project was drafted from yet (issue 30): listed first, they wait for a decision. */
  outlines: readonly SavedOutlineSummary[]
}

function OutlineItems({ userId, outlines }: Omit<ListProps, 'list'>) {
  if (outlines.length === 0) return null
  return (
    <ul aria-label="Saved outlines" className="divide-y border-b pb-2">
      {outlines.map((outline) => (
        <li key={outline.id} className="py-2 first:pt-0">
          <SavedOutlineListItem userId={userId} outline={outline} />
        </li>
      ))}
    </ul>
  )
}

function Body({ userId, list, outlines }: ListProps) {
  if (list.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading projects...</span>
        <Skeleton aria-hidden="true" className="h-10 w-full" />
        <Skeleton aria-hidden="true" className="h-10 w-full" />
      </div>
    )
  }
  if (list.isError) {
    return <p className="text-muted-foreground text-sm">Your projects could not be loaded just now.</p>
  }
  if (list.data.projects.length === 0) {
    // The empty state (docs/product.md#dashboard): nothing saved yet, so the way in is the generator.
    return (
      <>
        <OutlineItems userId={userId} outlines={outlines} />
        <p className="text-muted-foreground text-sm">No projects yet.</p>
        <Button asChild variant="outline">
          <Link to={paths.home}>Create your first project</Link>
        </Button>
      </>
    )
  }
  return (
    <>
      <OutlineItems userId={userId} outlines={outlines} />
      <ul aria-label="Recent projects" className="divide-y">
        {list.data.projects.map((project) => (
          <li key={project.id} className="py-2 first:pt-0">
            <Link to={editorPathFor(project.id)} className="break-words font-medium hover:underline">
              {project.title.trim() || 'Untitled project'}
            </Link>
            <p className="text-muted-foreground text-xs">
              {productTypeLabel(project.productType)} · <time dateTime={project.updatedAt}>{updatedLabel(project.updatedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

/** 'Recent Projects': the latest few, each opening in the editor, and the way to all of them. */
export function RecentProjects({ userId, list, outlines }: ListProps) {
  const hasProjects = (list.data?.projects.length ?? 0) > 0 || outlines.length > 0
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Recent Projects</CardTitle>
        <CardDescription>{hasProjects ? 'Pick up where you left off.' : 'Products you create will show up here.'}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Body userId={userId} list={list} outlines={outlines} />
        {hasProjects || list.isError ? (
          <Button asChild variant="outline">
            <Link to={paths.projects}>
              View all projects
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  )
}
