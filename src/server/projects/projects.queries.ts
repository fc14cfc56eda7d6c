import type { ProjectChapter, ProjectDocument } from '@core/project-schemas.ts'
import type { UserTx } from './as-user.ts'

/** No query here names a user: the caller's role and the RLS policies pick the rows. */
export interface ProjectRow {
  id: string
  title: string
  description: string
  subtitle: string | null
  product_type: string
  tone: string
  target_audience: string
  chapters: ProjectChapter[]
  current_chapter_index: number
  language: string | null
  /** Checked field by field on the way out (project-json.ts): a write around the API may hold anything. */
  publishing: unknown
  revision: number
  created_at: Date | string
  updated_at: Date | string
}

export interface ProjectSummaryRow {
  id: string
  title: string
  description: string
  product_type: string
  chapter_count: number
  created_at: Date | string
  updated_at: Date | string
}

const COLUMNS = `id, title, description, subtitle, product_type, tone, target_audience, chapters, current_chapter_index, language,
  publishing, revision, created_at, updated_at`

const documentParams = (doc: ProjectDocument) => [
  doc.title,
  doc.description,
  doc.productType,
  doc.tone,
  doc.targetAudience,
  JSON.stringify(doc.chapters),
  doc.currentChapterIndex,
  doc.language ?? null,
  // No settings and an empty set are one thing: null.
  doc.publishing && Object.keys(doc.publishing).length > 0 ? JSON.stringify(doc.publishing) : null,
  // No subtitle and an empty one are one thing: null.
  doc.subtitle?.trim() || null,
]

export async function listProjects(tx: UserTx, limit: number): Promise<ProjectSummaryRow[]> {
  const { rows } = await tx.query<ProjectSummaryRow>(
    `select id, title, description, product_type, jsonb_array_length(chapters) as chapter_count, created_at, updated_at
     from public.projects order by updated_at desc, id limit $1`,
    [limit],
  )
  return rows
}

export async function countProjects(tx: UserTx): Promise<number> {
  const { rows } = await tx.query<{ total: number }>('select count(*)::int as total from public.projects')
  return rows[0]?.total ?? 0
}

export async function findProject(tx: UserTx, id: string): Promise<ProjectRow | undefined> {
  const { rows } = await tx.query<ProjectRow>(`select ${COLUMNS} from public.projects where id = $1`, [id])
  return rows[0]
}

export async function projectExists(tx: UserTx, id: string): Promise<boolean> {
  return (await tx.query('select 1 from public.projects where id = $1', [id])).rows.length > 0
}

/** The owner is the caller (`auth.uid()`): the insert policy would refuse anyone else anyway. */
export async function insertProject(tx: UserTx, doc: ProjectDocument): Promise<ProjectRow> {
  const { rows } = await tx.query<ProjectRow>(
    `insert into public.projects (user_id, title, description, product_type, tone, target_audience, chapters, current_chapter_index, language,
       publishing, subtitle)
     values (auth.uid(), $1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10) returning ${COLUMNS}`,
    documentParams(doc),
  )
  return rows[0]!
}

/** Replaces the whole document (last write wins) and counts the write in `revision`. */
export async function saveProject(tx: UserTx, id: string, doc: ProjectDocument) {
  const { rows } = await tx.query<{ id: string; revision: number; updated_at: Date | string; document_bytes: number; grew: boolean }>(
    `with before as (select document_bytes from public.projects where id = $1)
     update public.projects set title = $2, description = $3, product_type = $4, tone = $5, target_audience = $6,
       chapters = $7::jsonb, current_chapter_index = $8, language = $9, publishing = $10::jsonb, subtitle = $11,
       revision = revision + 1, updated_at = now()
     where id = $1 returning id, revision, updated_at, document_bytes > (select document_bytes from before) as grew`,
    [id, ...documentParams(doc)],
  )
  return rows[0]
}

/**
 * Holds the caller's storage lock until the transaction ends. Every write that can add a project
 * or bytes takes it first, so two at once cannot both count the same room under the limits.
 */
export async function lockStorage(tx: UserTx): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('folio:storage:' || auth.uid()::text, 0))`)
}

export interface StorageUsage {
  projects: number
  bytes: number
}

/** The caller's projects and their total size (the generated `document_bytes` of migration 0007). */
export async function storageUsage(tx: UserTx): Promise<StorageUsage> {
  const { rows } = await tx.query<StorageUsage>(
    'select count(*)::int as projects, coalesce(sum(document_bytes), 0)::float8 as bytes from public.projects',
  )
  return rows[0] ?? { projects: 0, bytes: 0 }
}

/** A rename changes the document, so it is a revision like any save. */
export async function renameProject(tx: UserTx, id: string, title: string): Promise<ProjectRow | undefined> {
  const { rows } = await tx.query<ProjectRow>(
    `update public.projects set title = $2, revision = revision + 1, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, title],
  )
  return rows[0]
}

/** A new project with the same document (chapter ids too); its history starts empty. */
export async function duplicateProject(
  tx: UserTx,
  id: string,
  copy: { suffix: string; maxTitle: number },
): Promise<ProjectRow | undefined> {
  const { rows } = await tx.query<ProjectRow>(
    `insert into public.projects (user_id, title, description, product_type, tone, target_audience, chapters, current_chapter_index, language,
       publishing, subtitle)
     select user_id, left(title, $2 - char_length($3)) || $3, description, product_type, tone, target_audience, chapters,
       current_chapter_index, language, publishing, subtitle
     from public.projects where id = $1
     returning ${COLUMNS}`,
    [id, copy.maxTitle, copy.suffix],
  )
  return rows[0]
}

/** Its chapter versions go with it (on delete cascade). */
export async function deleteProject(tx: UserTx, id: string): Promise<boolean> {
  return (await tx.query('delete from public.projects where id = $1', [id])).rowCount > 0
}
