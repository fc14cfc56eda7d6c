import type { Matter } from '@core/book-matter.ts'
import { storedLanguage } from '@core/language-tag.ts'
import type { PageOptions } from '@core/planner-schemas.ts'
import type { PageTemplate } from '@core/planner.ts'
import type { Queryable } from '../db/database.ts'

export type JobStatus = 'running' | 'finished' | 'released'

export interface JobRow {
  id: string
  user_id: string
  status: JobStatus
  topic: string
  product_type: string
  tone: string
  target_audience: string | null
  title: string
  description: string
  /** The outline's subtitle (issue 27), copied onto the project at finish; null when it had none. */
  subtitle: string | null
  /** The book's language (BCP 47) from the outline; null for drafts started before outlines had one. */
  language: string | null
  fingerprint: string
  credits_held: number
  credits_spent: number | null
  credits_left: number | null
  expires_at: Date | string
  /** Running, idle past its expiry and with no chapter being written: the sweeper's to release. */
  expired: boolean
}

// One definition of "expired", on the database clock, for every caller and every replica.
const JOB_COLUMNS = `j.id, j.user_id, j.status, j.topic, j.product_type, j.tone, j.target_audience, j.title,
  j.description, j.subtitle, j.language, j.fingerprint, j.credits_held, j.credits_spent, j.credits_left, j.expires_at,
  (j.status = 'running' and j.expires_at <= now() and not exists (
    select 1 from public.draft_chapters c where c.job_id = j.id and c.status = 'writing' and c.lease_until > now()
  )) as expired`

/**
 * A job row as the app may use it: a stored language that is no BCP 47 tag (written before the
 * check, or through the hosted Data API) reads as none, so it never reaches a chapter prompt.
 */
function usable<T extends JobRow>(row: T | undefined): T | undefined {
  return row && { ...row, language: storedLanguage(row.language) }
}

export interface NewJob {
  userId: string
  topic: string
  productType: string
  tone: string
  targetAudience: string | null
  title: string
  description: string
  subtitle: string | null
  language: string | null
  fingerprint: string
  creditsHeld: number
  ttlSeconds: number
  /** The saved outline it was started from (issue 30); its finished project is drafted from it. */
  outlineId?: string | null
  /**
   * In order; a chapter without a plan (an older client's outline) stores null, and so does one
   * without a page template or options (issue 28: only a planner's or checklist's sections have them).
   */
  chapters: {
    title: string
    plan: string | null
    pageTemplate?: PageTemplate | null
    pageOptions?: PageOptions | null
    /** Front or back matter, unnumbered (issue 29); null where the outline said nothing. */
    matter?: Matter | null
  }[]
}

export async function insertJob(tx: Queryable, job: NewJob): Promise<JobRow> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.draft_jobs (user_id, status, topic, product_type, tone, target_audience, title, description,
       fingerprint, credits_held, expires_at, language, subtitle, outline_id)
     values ($1, 'running', $2, $3, $4, $5, $6, $7, $8, $9, now() + $10::int * interval '1 second', $11, $12, $13) returning id`,
    [
      job.userId,
      job.topic,
      job.productType,
      job.tone,
      job.targetAudience,
      job.title,
      job.description,
      job.fingerprint,
      job.creditsHeld,
      job.ttlSeconds,
      job.language,
      job.subtitle,
      job.outlineId ?? null,
    ],
  )
  const id = rows[0]!.id
  await tx.query(
    `insert into public.draft_chapters (job_id, index, title, plan, page_template, page_options, matter)
     select $1, t.ord - 1, t.title, t.plan, t.page_template, t.page_options::jsonb, t.matter
     from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       with ordinality as t (title, plan, page_template, page_options, matter, ord)`,
    [
      id,
      job.chapters.map((c) => c.title),
      job.chapters.map((c) => c.plan),
      job.chapters.map((c) => c.pageTemplate ?? null),
      job.chapters.map((c) => (c.pageOptions ? JSON.stringify(c.pageOptions) : null)),
      job.chapters.map((c) => c.matter ?? null),
    ],
  )
  return (await findJob(tx, id, job.userId))!
}

/** The user's job by id; someone else's job is simply not found. `lock` holds it for the transaction. */
export async function findJob(db: Queryable, jobId: string, userId: string, lock = false): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `select ${JOB_COLUMNS} from public.draft_jobs j where j.id = $1 and j.user_id = $2${lock ? ' for update of j' : ''}`,
    [jobId, userId],
  )
  return usable(rows[0])
}

/** Each chapter's page template and options, in order (null where it has none). */
export type ChapterPages = { template: PageTemplate | null; options: PageOptions | null }[]

/**
 * The job with its chapter titles, plans, matters and page templates in order: what a chapter prompt needs,
 * in one round trip. The pages come as one JSON array: a jsonb[] is parsed by neither driver.
 */
export async function findJobWithTitles(
  db: Queryable,
  jobId: string,
  userId: string,
): Promise<(JobRow & { titles: string[]; plans: (string | null)[]; matters: (string | null)[]; pages: ChapterPages }) | undefined> {
  const { rows } = await db.query<JobRow & { titles: string[]; plans: (string | null)[]; matters: (string | null)[]; pages: ChapterPages }>(
    `select ${JOB_COLUMNS}, array(select c.title from public.draft_chapters c where c.job_id = j.id order by c.index) as titles,
       array(select c.plan from public.draft_chapters c where c.job_id = j.id order by c.index) as plans,
       array(select c.matter from public.draft_chapters c where c.job_id = j.id order by c.index) as matters,
       coalesce((select jsonb_agg(jsonb_build_object('template', c.page_template, 'options', c.page_options) order by c.index)
         from public.draft_chapters c where c.job_id = j.id), '[]'::jsonb) as pages
     from public.draft_jobs j where j.id = $1 and j.user_id = $2`,
    [jobId, userId],
  )
  return usable(rows[0])
}

export async function findRunningJob(db: Queryable, userId: string, lock = false): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `select ${JOB_COLUMNS} from public.draft_jobs j where j.user_id = $1 and j.status = 'running'${lock ? ' for update of j' : ''}`,
    [userId],
  )
  return usable(rows[0])
}

/** Locks a job only if it is still expired; another process already on it means skip it. */
export async function lockExpiredJob(tx: Queryable, jobId: string): Promise<JobRow | undefined> {
  const { rows } = await tx.query<JobRow>(`select ${JOB_COLUMNS} from public.draft_jobs j where j.id = $1 for update of j skip locked`, [
    jobId,
  ])
  return rows[0]?.expired ? usable(rows[0]) : undefined
}

export async function listExpiredJobs(db: Queryable, limit: number): Promise<{ id: string; user_id: string }[]> {
  const { rows } = await db.query<JobRow>(
    `select * from (select ${JOB_COLUMNS} from public.draft_jobs j where j.status = 'running' and j.expires_at <= now()) s
     where s.expired order by s.expires_at limit $1`,
    [limit],
  )
  return rows
}

/** Closes a running job; `spent` is what its hold kept for the chapters delivered, for a repeated cancel. */
export async function markReleased(tx: Queryable, jobId: string, reason: string, spent: number): Promise<void> {
  await tx.query(
    `update public.draft_jobs set status = 'released', release_reason = $2, credits_spent = $3, finished_at = now()
     where id = $1 and status = 'running'`,
    [jobId, reason, spent],
  )
}

export async function markFinished(tx: Queryable, jobId: string, done: { spent: number; left: number }): Promise<void> {
  await tx.query(
    `update public.draft_jobs set status = 'finished', credits_spent = $2, credits_left = $3, finished_at = now()
     where id = $1 and status = 'running'`,
    [jobId, done.spent, done.left],
  )
}
