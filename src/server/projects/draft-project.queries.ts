import { GENERATION_LIMITS as L } from '@core/generation.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The project a finished draft became, made on the first call and found on every later one
 * (`source_draft_job_id` is unique; the caller holds the job's row lock, so calls do not race).
 * Runs as the server inside the finish transaction. Each chapter gets a fresh id; texts are cut
 * to the document limits so the project always passes the shared schema. Each chapter keeps its
 * plan (and, in a planner or checklist, its page template: issue 28; its matter: issue 29) and the project the book's language and subtitle (issue 27), so rewrites stay within the outline (issue 14), and
 * what the cleaner removed, so the editor can offer it back (decision 79).
 */
export async function projectFromDraft(tx: Queryable, jobId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `with made as (
       insert into public.projects (user_id, title, description, product_type, tone, target_audience, chapters, source_draft_job_id, language,
         subtitle)
       select j.user_id, left(j.title, $2), left(j.description, $3), j.product_type, j.tone, left(coalesce(j.target_audience, ''), $4),
         (select jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'title', left(c.title, $5), 'content', left(coalesce(c.content, ''), $6))
              || jsonb_strip_nulls(jsonb_build_object('plan', left(c.plan, $7)))
              -- A planner's or checklist's section keeps its page template and options (issue 28).
              || jsonb_strip_nulls(jsonb_build_object('pageTemplate', c.page_template, 'pageOptions', c.page_options))
              -- An unnumbered introduction or conclusion stays one (issue 29); null (body) leaves no key.
              || jsonb_strip_nulls(jsonb_build_object('matter', c.matter))
              -- The quality pass's notes (decision 39) travel with their chapter.
              || case when jsonb_typeof(c.notes) = 'array' then jsonb_build_object('notes', c.notes) else '{}'::jsonb end
              -- So does what the cleaner took out (decision 79), bounded when it was stored.
              || case when jsonb_typeof(c.removals) = 'array' and jsonb_array_length(c.removals) > 0
                   then jsonb_build_object('removals', c.removals) else '{}'::jsonb end
            order by c.index)
          from public.draft_chapters c where c.job_id = j.id),
         j.id, j.language, nullif(btrim(j.subtitle), '')
       from public.draft_jobs j where j.id = $1 and j.status = 'finished'
       on conflict (source_draft_job_id) do nothing
       returning id
     )
     select id from made union all select id from public.projects where source_draft_job_id = $1`,
    [jobId, L.title, L.description, L.audience, L.chapterTitle, L.chapterContent, L.chapterPlan],
  )
  const id = rows[0]?.id
  if (!id) throw new Error(`Draft ${jobId} is not finished: it has no project`)
  return id
}
