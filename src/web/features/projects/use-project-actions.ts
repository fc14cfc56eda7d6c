import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProjectSummary } from '@core/project-schemas.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { deleteProject, duplicateProject, projectsQueryKey, renameProject } from '@web/lib/projects/projects-api.ts'

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' })

/**
 * Rename, duplicate and delete for one project card. Each mutation waits for the list to be
 * read again, so its button stays busy until the screen shows the result.
 */
export function useProjectActions(userId: string, project: ProjectSummary) {
  const queryClient = useQueryClient()
  // Every list (projects page, dashboard) sits under this prefix.
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectsQueryKey(userId) })

  const rename = useMutation({
    mutationFn: (title: string) => renameProject(project.id, title),
    onSuccess: async (renamed) => {
      await refresh()
      toast({ title: 'Project renamed', description: `It is now called “${renamed.title}”.` })
    },
    onError: failed('Could not rename the project'),
  })

  const duplicate = useMutation({
    mutationFn: () => duplicateProject(project.id),
    onSuccess: async (copy) => {
      await refresh()
      toast({ title: 'Project duplicated', description: `“${copy.title}” is now at the top of your list.` })
    },
    onError: failed('Could not duplicate the project'),
  })

  const remove = useMutation({
    mutationFn: () => deleteProject(project.id),
    onSuccess: async () => {
      await refresh()
      toast({ title: 'Project deleted', description: `“${project.title}” has been deleted.` })
    },
    onError: failed('Could not delete the project'),
  })

  return { rename, duplicate, remove }
}
