import type { DraftJob } from '@core/generation-schemas.ts'
import type { ChapterRow } from './draft-chapters.queries.ts'
import type { JobRow } from './drafts.queries.ts'

/** A job as the client sees it; only a running job still holds credits. */
export function draftJobView(job: JobRow, chapters: ChapterRow[]): DraftJob {
  return {
    jobId: job.id,
    status: job.status,
    title: job.title,
    description: job.description,
    ...(job.subtitle ? { subtitle: job.subtitle } : {}),
    chapters: chapters.map(({ title, plan, pageTemplate, pageOptions, matter, status, content, error, notes, removals, delivered }) => ({
      title,
      ...(plan ? { plan } : {}),
      ...(pageTemplate ? { pageTemplate, ...(pageOptions ? { pageOptions } : {}) } : {}),
      ...(matter ? { matter } : {}),
      status,
      content,
      error,
      ...(notes?.length ? { notes } : {}),
      ...(removals?.length ? { removals } : {}),
      ...(delivered ? { delivered } : {}),
    })),
    ...(job.language ? { language: job.language } : {}),
    creditsHeld: job.status === 'running' ? job.credits_held : 0,
    expiresAt: new Date(job.expires_at).toISOString(),
  }
}
