import type { CreateChapterVersionRequest } from '@core/project-schemas.ts'
import type { UserTx } from './as-user.ts'

export interface ChapterVersionRow {
  id: string
  chapter_id: string
  title: string
  content: string
  reason: string
  created_at: Date | string
}

const COLUMNS = 'id, chapter_id, title, content, reason, created_at'

/**
 * Keeps a version only if the caller can see the project, i.e. owns it; undefined otherwise.
 * The trigger of migration 0005 then drops the versions beyond the cap.
 */
export async function insertVersion(
  tx: UserTx,
  projectId: string,
  version: CreateChapterVersionRequest,
): Promise<ChapterVersionRow | undefined> {
  const { rows } = await tx.query<ChapterVersionRow>(
    `insert into public.chapter_versions (project_id, user_id, chapter_id, title, content, reason)
     select p.id, p.user_id, $2, $3, $4, $5 from public.projects p where p.id = $1
     returning ${COLUMNS}`,
    [projectId, version.chapterId, version.title, version.content, version.reason],
  )
  return rows[0]
}

/** Newest first; within one transaction the insert order decides. */
export async function listVersions(tx: UserTx, projectId: string, chapterId: string): Promise<ChapterVersionRow[]> {
  const { rows } = await tx.query<ChapterVersionRow>(
    `select ${COLUMNS} from public.chapter_versions where project_id = $1 and chapter_id = $2
     order by created_at desc, seq desc`,
    [projectId, chapterId],
  )
  return rows
}
