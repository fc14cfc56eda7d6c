import type { Matter } from '@core/book-matter.ts'
import type { ChapterRemoval, ChapterStatus, QualityNote } from '@core/generation-schemas.ts'
import type { PageOptions } from '@core/planner-schemas.ts'
import type { PageTemplate } from '@core/planner.ts'
import type { Queryable } from '../db/database.ts'
import type { JobStatus } from './drafts.queries.ts'

export interface ChapterRow {
  index: number
  title: string
  plan: string | null
  /** A planner's or checklist's section: the page template it is drawn with, and its options (issue 28). */
  pageTemplate: PageTemplate | null
  pageOptions: PageOptions | null
  /** Front or back matter, unnumbered (issue 29); null where the outline said nothing (body). */
  matter: Matter | null
  /** A `writing` chapter whose lease lapsed reads as `pending`: nobody is writing it any more. */
  status: ChapterStatus
  content: string | null
  error: string | null
  /** The quality pass's notes (decision 39); null before it ran or when it found nothing. */
  notes: QualityNote[] | null
  /** What the cleaner (or the quality pass) took out, offered back in the editor (decision 79); null when nothing. */
  removals: ChapterRemoval[] | null
  /** Being written with enough text streamed that a cancel now pays for it (decision 41). */
  delivered: boolean
}

export async function listChapters(db: Queryable, jobId: string): Promise<ChapterRow[]> {
  const { rows } = await db.query<ChapterRow>(
    `select index, title, plan, page_template as "pageTemplate", page_options as "pageOptions", matter, content, error, notes, removals,
       case when status = 'writing' and lease_until <= now() then 'pending' else status end as status,
       (status = 'writing' and lease_until > now() and text_delivered) as delivered
     from public.draft_chapters where job_id = $1 order by index`,
    [jobId],
  )
  return rows
}

/**
 * Chapters whose text the person has: written, or being written under a live claim with enough
 * of its text streamed to them already (decision 41). A failed chapter, or one whose writer
 * died, was not delivered.
 */
export async function countDelivered(db: Queryable, jobId: string): Promise<{ delivered: number; total: number }> {
  const { rows } = await db.query<{ delivered: number; total: number }>(
    `select count(*) filter (where status = 'done' or (status = 'writing' and lease_until > now() and text_delivered))::int as delivered,
       count(*)::int as total
     from public.draft_chapters where job_id = $1`,
    [jobId],
  )
  return rows[0] ?? { delivered: 0, total: 0 }
}

export interface LockedChapter {
  job_status: JobStatus
  status: ChapterStatus
  content: string | null
  error: string | null
  error_code: string | null
  /** Someone holds a live claim on it. */
  leased: boolean
}

/**
 * Locks one chapter and its job for the rest of the transaction, with the job's status. The job
 * lock makes a claim and a cancel (which holds the job while it counts what was delivered) take
 * turns: a claim either lands before the count, and is paid for, or sees the job closed.
 */
export async function lockChapter(tx: Queryable, jobId: string, index: number): Promise<LockedChapter | undefined> {
  const { rows } = await tx.query<LockedChapter>(
    `select j.status as job_status, c.status, c.content, c.error, c.error_code,
       coalesce(c.status = 'writing' and c.lease_until > now(), false) as leased
     from public.draft_chapters c join public.draft_jobs j on j.id = c.job_id
     where c.job_id = $1 and c.index = $2 for update of c for no key update of j`,
    [jobId, index],
  )
  return rows[0]
}

/** Claims the chapter for `owner` and counts as activity on the job (its expiry moves back). */
export async function claimChapter(
  tx: Queryable,
  jobId: string,
  index: number,
  owner: string,
  ttl: { leaseSeconds: number; jobSeconds: number },
) {
  await tx.query(
    `with claimed as (
       update public.draft_chapters set status = 'writing', lease_owner = $3, lease_until = now() + $4::int * interval '1 second',
         attempts = attempts + 1, error = null, error_code = null, text_delivered = false, updated_at = now()
       where job_id = $1 and index = $2 returning job_id
     )
     update public.draft_jobs set expires_at = now() + $5::int * interval '1 second' where id in (select job_id from claimed)`,
    [jobId, index, owner, ttl.leaseSeconds, ttl.jobSeconds],
  )
}

export async function earlierChapters(
  db: Queryable,
  jobId: string,
  index: number,
): Promise<{ index: number; title: string; content: string }[]> {
  const { rows } = await db.query<{ index: number; title: string; content: string }>(
    `select index, title, content from public.draft_chapters where job_id = $1 and index < $2 and status = 'done' order by index`,
    [jobId, index],
  )
  return rows
}

/**
 * How long a quality pass may hold its claim: past it, the pass is taken for dead (its process
 * stopped) and the next caller claims it again. A book's revisions run at once, so minutes suffice.
 */
export const QUALITY_LEASE_SECONDS = 600

/**
 * Claims the book-level quality pass (decision 81) for the chapters as they are now (`hashes`, in
 * order): undefined when the job is not running, another pass holds the lease, or the last pass
 * already checked exactly these texts. `previous` is what that pass left, to tell the chapters
 * changed since (none after a pass that died holding its lease: every chapter is checked anew).
 */
export async function claimQualityCheck(
  db: Queryable,
  jobId: string,
  hashes: string[],
  userId?: string,
): Promise<{ previous: string[] | null; language: string | null } | undefined> {
  const { rows } = await db.query<{ previous: string[] | null; language: string | null }>(
    `update public.draft_jobs j set quality_checked = $2::jsonb, quality_running_until = now() + $4::int * interval '1 second'
     from (select id, quality_checked as previous, quality_running_until as lease from public.draft_jobs where id = $1 for update) p
     where j.id = p.id and j.status = 'running'
       and (p.lease is null or p.lease <= now())
       and (p.previous is distinct from $2::jsonb or p.lease is not null)
       and ($3::uuid is null or j.user_id = $3::uuid)
     returning case when p.lease is null then p.previous end as previous, j.language`,
    [jobId, JSON.stringify(hashes), userId ?? null, QUALITY_LEASE_SECONDS],
  )
  return rows[0]
}

/** What the last quality pass left (or, after a failed one, what was there before it). */
export async function markQualityChecked(db: Queryable, jobId: string, hashes: string[] | null): Promise<void> {
  await db.query(`update public.draft_jobs set quality_checked = $2::jsonb, quality_running_until = null where id = $1`, [
    jobId,
    hashes ? JSON.stringify(hashes) : null,
  ])
}

/** Whether a quality pass holds the job's lease now (finish waits for it). */
export async function qualityPassRunning(db: Queryable, jobId: string): Promise<boolean> {
  const { rows } = await db.query<{ running: boolean }>(
    `select coalesce(quality_running_until > now(), false) as running from public.draft_jobs where id = $1 and status = 'running'`,
    [jobId],
  )
  return rows[0]?.running ?? false
}

/** Stores the quality pass's text and notes, unless the chapter was written anew meanwhile (then its own pass follows). */
export async function storeCheckedChapter(
  db: Queryable,
  chapter: { jobId: string; index: number; expected: string; content: string; notes: QualityNote[]; removals: ChapterRemoval[] },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.draft_chapters c set content = $4, notes = $5::jsonb, removals = $6::jsonb, updated_at = now()
     from public.draft_jobs j
     where c.job_id = $1 and c.index = $2 and c.status = 'done' and c.content = $3 and j.id = c.job_id and j.status = 'running'`,
    [
      chapter.jobId,
      chapter.index,
      chapter.expected,
      chapter.content,
      chapter.notes.length ? JSON.stringify(chapter.notes) : null,
      chapter.removals.length ? JSON.stringify(chapter.removals) : null,
    ],
  )
  return rowCount > 0
}

/**
 * Gives a claimed chapter back unwritten (this process is stopping, decision 114): `pending` at
 * once, so another replica or the next start claims it without waiting for the lease to lapse.
 * Its text was not stored, so nothing of it counts as delivered.
 */
export async function releaseChapter(db: Queryable, jobId: string, index: number, owner: string): Promise<void> {
  await db.query(
    `update public.draft_chapters set status = 'pending', lease_owner = null, lease_until = null, text_delivered = false, updated_at = now()
     where job_id = $1 and index = $2 and lease_owner = $3 and status = 'writing'`,
    [jobId, index, owner],
  )
}

/** Extends the claim; false when it is gone (taken over after lapsing) or the job stopped running. */
export async function renewLease(db: Queryable, jobId: string, index: number, owner: string, leaseSeconds: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.draft_chapters c set lease_until = now() + $4::int * interval '1 second'
     from public.draft_jobs j
     where c.job_id = $1 and c.index = $2 and c.lease_owner = $3 and c.status = 'writing' and j.id = c.job_id and j.status = 'running'`,
    [jobId, index, owner, leaseSeconds],
  )
  return rowCount > 0
}

/** The claimed chapter has streamed DELIVERED_MIN_CHARS: from now on a cancel pays for it (decision 41). */
export async function markTextDelivered(db: Queryable, jobId: string, index: number, owner: string): Promise<void> {
  await db.query(
    `update public.draft_chapters set text_delivered = true where job_id = $1 and index = $2 and lease_owner = $3 and status = 'writing'`,
    [jobId, index, owner],
  )
}

/** Stores the written chapter if the claim is still ours (false: another writer took over); activity on the job. */
export async function completeChapter(
  db: Queryable,
  chapter: { jobId: string; index: number; owner: string; content: string; notes?: QualityNote[]; removals?: ChapterRemoval[] },
  jobSeconds: number,
): Promise<boolean> {
  const { rows } = await db.query<{ stored: number }>(
    `with stored as (
       update public.draft_chapters set status = 'done', content = $4, notes = $6::jsonb, removals = $7::jsonb, lease_owner = null, lease_until = null, updated_at = now()
       where job_id = $1 and index = $2 and lease_owner = $3 and status = 'writing' returning job_id
     ), touched as (
       update public.draft_jobs set expires_at = now() + $5::int * interval '1 second'
       where id in (select job_id from stored) and status = 'running'
     )
     select count(*)::int as stored from stored`,
    [
      chapter.jobId,
      chapter.index,
      chapter.owner,
      chapter.content,
      jobSeconds,
      chapter.notes?.length ? JSON.stringify(chapter.notes) : null,
      chapter.removals?.length ? JSON.stringify(chapter.removals) : null,
    ],
  )
  return (rows[0]?.stored ?? 0) > 0
}

export async function failChapter(
  db: Queryable,
  jobId: string,
  index: number,
  owner: string,
  failure: { code: string; message: string },
): Promise<void> {
  await db.query(
    `update public.draft_chapters set status = 'failed', error = $4, error_code = $5, lease_owner = null, lease_until = null,
       updated_at = now()
     where job_id = $1 and index = $2 and lease_owner = $3 and status = 'writing'`,
    [jobId, index, owner, failure.message, failure.code],
  )
}
