import type { UseQueryResult } from '@tanstack/react-query'
import { Plus, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import type { ProjectListResponse } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import type { SavedOutlineSummary } from '@core/saved-outlines.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { RecentProjects } from './recent-projects.tsx'

/** 'Create New Project' and 'Recent Projects'. */
export function ProjectCards({
  userId,
  recent,
  outlines,
}: {
  userId: string
  recent: UseQueryResult<ProjectListResponse>
  outlines: readonly SavedOutlineSummary[]
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            Create New Project
          </CardTitle>
          <CardDescription>Turn a topic into an ebook, guide, checklist or planner with AI.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.home}>
              <Plus aria-hidden="true" />
              Start Creating
            </Link>
          </Button>
        </CardContent>
      </Card>
      <RecentProjects userId={userId} list={recent} outlines={outlines} />
    </div>
  )
}
