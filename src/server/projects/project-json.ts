import { storedLanguage } from '@core/language-tag.ts'
import type { ChapterVersion, Project, ProjectSummary } from '@core/project-schemas.ts'
import { type PublishingSettings, publishingSettingsSchema } from '@core/publishing-schemas.ts'
import { pageOptionsSchema, pageTemplateSchema } from '@core/planner-schemas.ts'
import { matterSchema } from '@core/book-matter-schemas.ts'
import type { ChapterVersionRow } from './chapter-versions.queries.ts'
import type { ProjectRow, ProjectSummaryRow } from './projects.queries.ts'

// Drivers hand timestamptz back as a Date; the API speaks ISO strings.
export const isoDate = (value: Date | string) => new Date(value).toISOString()

/**
 * The stored settings, field by field: the API only stores what the schema passed, but a write
 * through a hosted Data API, or a field a later version renames, must not make a project unloadable.
 * A field that no longer passes is dropped (the export then uses its default).
 */
export function storedPublishing(value: unknown): PublishingSettings | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const fields = publishingSettingsSchema.shape
  const kept: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(fields)) {
    const parsed = schema.safeParse((value as Record<string, unknown>)[key])
    if (parsed.success && parsed.data !== undefined) kept[key] = parsed.data
  }
  return Object.keys(kept).length > 0 ? (kept as PublishingSettings) : undefined
}

/**
 * A planner's or checklist's section (issue 28): its page template and options as stored, like the
 * settings above — a template a later version renames drops (the section then prints as text) rather
 * than making the project unloadable.
 */
function storedPage(template: unknown, options: unknown): Pick<Project['chapters'][number], 'pageTemplate' | 'pageOptions'> {
  const t = pageTemplateSchema.safeParse(template)
  if (!t.success) return {}
  const o = pageOptionsSchema.safeParse(options)
  return { pageTemplate: t.data, ...(o.success && options !== undefined ? { pageOptions: o.data } : {}) }
}

// The database's checks hold the same lists as the core enums, so the casts cannot lie.
export function toProject(row: ProjectRow): Project {
  const publishing = storedPublishing(row.publishing)
  // Like the settings: a language that is no BCP 47 tag is dropped, so it reaches no prompt or file.
  const language = storedLanguage(row.language)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // Within the schema's bound as stored (migration 0020); one written around the API with only spaces reads as none.
    ...(row.subtitle?.trim() ? { subtitle: row.subtitle.trim() } : {}),
    productType: row.product_type as Project['productType'],
    tone: row.tone as Project['tone'],
    targetAudience: row.target_audience,
    chapters: row.chapters.map(({ id, title, content, plan, pageTemplate, pageOptions, matter, notes, removals }) => ({
      id,
      title,
      content,
      ...(plan ? { plan } : {}),
      ...storedPage(pageTemplate, pageOptions),
      // Issue 29: front or back matter as stored; a value written around the API reads as body (none).
      ...(matterSchema.safeParse(matter).success && matter ? { matter } : {}),
      ...(notes?.length ? { notes } : {}),
      ...(removals?.length ? { removals } : {}),
    })),
    currentChapterIndex: row.current_chapter_index,
    ...(language ? { language } : {}),
    ...(publishing ? { publishing } : {}),
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
