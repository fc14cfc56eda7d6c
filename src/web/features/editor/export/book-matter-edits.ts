import { BOOK_MATTER_LIMITS } from '@core/book-matter.ts'
import { type CallToAction, callToActionSchema } from '@core/book-matter-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import type { PublishingSettings } from '@core/publishing-schemas.ts'
import { type FieldReading, readSetting, setPublishing } from './publishing-edits.ts'

/** The book matter's typed fields: one string each in the form, one setting each in `publishing`. */
export type BookMatterText = 'edition' | 'isbn' | 'imprint' | 'disclaimer' | 'aboutAuthor'
export type CallToActionPart = keyof CallToAction

/** An empty field is no setting; anything else is checked with the shared schema (its message, or the trimmed value). */
export function readBookText(key: BookMatterText, raw: string): FieldReading<string> {
  return raw.trim() === '' ? { ok: true, value: undefined } : readSetting(key, raw)
}

export function readCallToAction(part: CallToActionPart, raw: string): FieldReading<string> {
  if (raw.trim() === '') return { ok: true, value: undefined }
  const parsed = callToActionSchema.shape[part].safeParse(raw)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? 'Check this field.' }
}

/**
 * Sets one part of the closing call-to-action page; the others stay. No part left, no page: the
 * setting goes, as an empty field's does.
 */
export function setCallToAction(doc: ProjectDocument, part: CallToActionPart, value: string | undefined): ProjectDocument {
  const was = doc.publishing?.callToAction ?? {}
  if (was[part] === value) return doc
  const { [part]: _old, ...rest } = was
  const next: CallToAction = value === undefined ? rest : { ...rest, [part]: value }
  return setPublishing(doc, 'callToAction', Object.keys(next).length > 0 ? next : undefined)
}

/** One row of the Also By list as the form holds it: a stable key (for React and the move buttons' focus) and the title as typed. */
export interface AlsoByRow {
  key: string
  title: string
}

/**
 * What the Also By rows store: the titles the schema accepts, trimmed, empty rows left out (a row
 * just added is empty until typed in); no titles, no setting. A refused title (too long) gives the
 * first message instead, and nothing is stored until it is fixed.
 */
export function readAlsoBy(rows: readonly AlsoByRow[]): FieldReading<string[]> & { errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const titles: string[] = []
  for (const row of rows) {
    if (row.title.trim() === '') continue
    const parsed = readSetting<string[]>('alsoBy', [row.title])
    if (parsed.ok) titles.push(...(parsed.value ?? []))
    else errors[row.key] = parsed.error
  }
  const first = Object.values(errors)[0]
  if (first) return { ok: false, error: first, errors }
  return { ok: true, value: titles.length > 0 ? titles : undefined, errors }
}

export const canAddAlsoBy = (rows: readonly AlsoByRow[]) => rows.length < BOOK_MATTER_LIMITS.alsoByTitles

/** Moves row `index` by one place up (-1) or down (1); past either end, nothing moves. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by
  if (index < 0 || to < 0 || index >= rows.length || to >= rows.length) return [...rows]
  const next = [...rows]
  ;[next[index], next[to]] = [next[to] as T, next[index] as T]
  return next
}

/** What the closed panel says: what the book will print beyond its chapters, or that nothing is added yet. */
export function bookMatterSummary(settings: PublishingSettings): string {
  const cta = settings.callToAction
  const parts = [
    settings.edition ? 'edition' : null,
    settings.isbn ? 'ISBN' : null,
    settings.imprint ? 'imprint' : null,
    settings.disclaimer ? 'disclaimer' : null,
    settings.aboutAuthor || settings.authorPhoto ? 'About the Author' : null,
    settings.alsoBy?.length ? `Also by (${settings.alsoBy.length})` : null,
    cta && (cta.heading || cta.text || cta.url) ? 'closing page' : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : 'Edition, ISBN, disclaimer, About the Author, closing pages'
}
