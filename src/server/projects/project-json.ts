import type { ChapterVersion, Project, ProjectSummary } from '@core/project-schemas.ts'
import type { ChapterVersionRow } from './chapter-versions.queries.ts'
import type { ProjectRow, ProjectSummaryRow } from './projects.queries.ts'

// Drivers hand timestamptz back as a Date; the API speaks ISO strings.
export const isoDate = (value: Date | string) => new Date(value).toISOString()

// The database's checks hold the same lists as the core enums, so the casts cannot lie.
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    productType: row.product_type as Project['productType'],
    tone: row.tone as Project['tone'],
    targetAudience: row.target_audience,
    chapters: row.chapters.map(({ id, title, content, plan, notes }) => ({
      id,
      title,
      content,
      ...(plan ? { plan } : {}),
      ...(notes?.length ? { notes } : {}),
    })),
    currentChapterIndex: row.current_chapter_index,
    ...(row.language ? { language: row.language } : {}),
    revision: row.revision,
    createdAt: isoDate(row.created_at),
    updatedAt: isoDate(row.updated_at),
  }
}

export function toSummary(row: ProjectSummaryRow): ProjectSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    productType: row.product_type as ProjectSummary['productType'],
    chapterCount: row.chapter_count,
    createdAt: isoDate(row.created_at),
    updatedAt: isoDate(row.updated_at),
  }
}

export function toVersion(row: ChapterVersionRow): ChapterVersion {
  return {
    id: row.id,
    chapterId: row.chapter_id,
    title: row.title,
    content: row.content,
    reason: row.reason as ChapterVersion['reason'],
    createdAt: isoDate(row.created_at),
  }
}
