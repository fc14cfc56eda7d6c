/** The job this tab started and the saved outline it was started from (issue 30): finishing it marks that outline drafted. */
let startedFrom: { jobId: string; outlineId: string | null } | null = null

export function rememberJobOutline(jobId: string, outlineId: string | null): void {
  startedFrom = { jobId, outlineId }
}

/** The saved outline a job of this tab was started from; null for a job resumed from elsewhere (the next visit asks the server). */
export const outlineOfJob = (jobId: string): string | null => (startedFrom?.jobId === jobId ? startedFrom.outlineId : null)
