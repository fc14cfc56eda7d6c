import { Plus, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'

/** 'Create New Project' and the (for now always empty) 'Recent Projects'. */
export function ProjectCards() {
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
      <Card>
        <CardHeader>
          <CardTitle>Recent Projects</CardTitle>
          <CardDescription>Products you create will show up here.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-muted-foreground text-sm">No projects yet.</p>
          <Button asChild variant="outline">
            <Link to={paths.home}>Create your first project</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}
