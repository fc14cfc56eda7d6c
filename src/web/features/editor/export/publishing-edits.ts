import type { ProjectDocument } from '@core/project-schemas.ts'
import { type PublishingSettings, publishingSettingsSchema } from '@core/publishing-schemas.ts'

export type PublishingKey = keyof PublishingSettings
type TextKey = 'author' | 'copyright' | 'aiDisclosure' | 'authorBio'

/**
 * One setting of the Export section's form, as typed, checked with the shared schema: the value
 * to store (undefined for an empty field) or the message to show under it. Only a valid value
 * reaches the document, so an autosave never sends what the server would refuse.
 */
export type FieldReading<T> = { ok: true; value: T | undefined } | { ok: false; error: string }

export function readSetting<T>(key: PublishingKey, value: unknown): FieldReading<T> {
  const parsed = publishingSettingsSchema.shape[key].safeParse(value)
  return parsed.success
    ? { ok: true, value: parsed.data as T | undefined }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'Check this field.' }
}

export function readText(key: TextKey, raw: string): FieldReading<string> {
  return raw.trim() === '' ? { ok: true, value: undefined } : readSetting(key, raw)
}

/** Digits only: "20.26" or "2k" is not a year, whatever Number() makes of it. */
export function readYear(raw: string): FieldReading<number> {
  const text = raw.trim()
  if (text === '') return { ok: true, value: undefined }
  return readSetting('year', /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN)
}

/** A planner's year or its number of months (issue 28), digits only like the year; empty is none (undated, or 12 months). */
export function readWhole(key: 'plannerYear' | 'plannerMonths', raw: string): FieldReading<number> {
  const text = raw.trim()
  if (text === '') return { ok: true, value: undefined }
  return readSetting(key, /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN)
}

/** Sets one setting; an unset one is left out, and no settings at all leave `publishing` out. */
export function setPublishing<K extends PublishingKey>(
  doc: ProjectDocument,
  key: K,
  value: PublishingSettings[K] | undefined,
): ProjectDocument {
  if (doc.publishing?.[key] === value) return doc
  const { [key]: _old, ...rest } = doc.publishing ?? {}
  const publishing: PublishingSettings = value === undefined ? rest : { ...rest, [key]: value }
  const { publishing: _was, ...without } = doc
  return Object.keys(publishing).length > 0 ? { ...without, publishing } : without
}

/** The book's language (BCP 47), or none: the export then reads it from the text. */
export function setLanguage(doc: ProjectDocument, language: string | undefined): ProjectDocument {
  if (doc.language === language) return doc
  const { language: _was, ...without } = doc
  return language ? { ...without, language } : without
}
