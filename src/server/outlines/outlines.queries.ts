import type { Outline, OutlineRequest } from '@core/generation-schemas.ts'
import type { SavedOutlineStatus } from '@core/saved-outlines.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The saved outlines (issue 30, decision 104): the succeeded outline generations of one user that
 * they have not removed. Every query names the owner, so another user's id finds nothing.
 *
 * Where an outline stands is read, never stored: `drafting` while a running draft job was started
 * from it, `drafted` while a project made by a job started from it exists (a deleted project makes
 * it `not_drafted` again), the newest such project being the outline's `project_id`.
 */
const OUTLINE_FROM = `from public.generations g
  left join lateral (
    select p.id, p.title from public.draft_jobs j join public.projects p on p.source_draft_job_id = j.id
    where j.outline_id = g.id and p.user_id = g.user_id
    order by p.created_at desc, p.id limit 1
  ) project on true
  where g.user_id = $1 and g.kind = 'outline' and g.status = 'succeeded' and g.deleted_at is null`

const STATUS = `case
    when exists (select 1 from public.draft_jobs j where j.outline_id = g.id and j.status = 'running') then 'drafting'
    when project.id is not null then 'drafted'
    else 'not_drafted'
  end`

export interface OutlineSummaryRow {
  id: string
  title: string
  product_type: string
  chapter_count: number
  status: SavedOutlineStatus
  project_id: string | null
  created_at: Date | string
  updated_at: Date | string
}

export interface OutlineRow {
  id: string
  status: SavedOutlineStatus
  project_id: string | null
  project_title: string | null
  created_at: Date | string
  updated_at: Date | string
  request: OutlineRequest
  outline: Outline
}

/** Newest first; `status` keeps only the outlines that stand there. */
export async function listOutlines(db: Queryable, userId: string, status?: SavedOutlineStatus): Promise<OutlineSummaryRow[]> {
  const { rows } = await db.query<OutlineSummaryRow>(
    `select * from (
       select g.id, coalesce(g.result ->> 'title', '') as title, g.request ->> 'productType' as product_type,
         coalesce(jsonb_array_length(g.result -> 'chapters'), 0)::int as chapter_count,
         ${STATUS} as status, project.id as project_id, g.created_at, g.updated_at
       ${OUTLINE_FROM}
     ) o where $2::text is null or o.status = $2::text
     order by o.created_at desc, o.id`,
    [userId, status ?? null],
  )
  return rows
}

export async function findOutline(db: Queryable, userId: string, id: string): Promise<OutlineRow | undefined> {
  const { rows } = await db.query<OutlineRow>(
    `select g.id, ${STATUS} as status, project.id as project_id, project.title as project_title, g.created_at, g.updated_at,
       g.request, g.result as outline
     ${OUTLINE_FROM} and g.id = $2`,
    [userId, id],
  )
  return rows[0]
}

/** Replaces the outline (the request it was made for stays); false when the caller has no such outline. */
export async function updateOutline(db: Queryable, userId: string, id: string, outline: Outline): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.generations set result = $3::jsonb, updated_at = now()
     where id = $2 and user_id = $1 and kind = 'outline' and status = 'succeeded' and deleted_at is null`,
    [userId, id, JSON.stringify(outline)],
  )
  return rowCount > 0
}

/** Takes the outline off the lists; the row stays as the record of what the spend bought. */
export async function removeOutline(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.generations set deleted_at = now(), updated_at = now()
     where id = $2 and user_id = $1 and kind = 'outline' and status = 'succeeded' and deleted_at is null`,
    [userId, id],
  )
  return rowCount > 0
}

/** Marks the job as started from the outline (a resumed job started before the outline was named). */
export async function linkJobToOutline(tx: Queryable, jobId: string, outlineId: string): Promise<void> {
  await tx.query(`update public.draft_jobs set outline_id = $2 where id = $1 and outline_id is null`, [jobId, outlineId])
}
