import type { UseQueryResult } from '@tanstack/react-query'
import type { ProjectListResponse } from '@core/project-schemas.ts'

/** The Projects card's figure: every saved project (the list's total), not just the recent few. */
export function ProjectCount({ list }: { list: UseQueryResult<ProjectListResponse> }) {
  if (list.isPending) {
    return (
      <span className="inline-block h-9 w-10 animate-pulse rounded-md bg-muted align-middle">
        <span className="sr-only">Loading...</span>
      </span>
    )
  }
  if (list.isError) {
    return (
      <span>
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not available</span>
      </span>
    )
  }
  return list.data.total
}
