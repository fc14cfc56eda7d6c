import { LANGUAGE_TAG_MESSAGE, languageTagSchema } from '@core/language-tag.ts'
import type { FieldReading } from './publishing-edits.ts'

/**
 * The languages the Export section offers by name; any other is typed as a BCP 47 tag. The
 * first six have their own book labels (Contents, Chapter …); the rest print English labels.
 */
export const COMMON_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'sv', 'ru', 'tr', 'ja', 'zh', 'ko', 'ar', 'hi'] as const

/** A typed tag, canonical ('PT-br' → 'pt-BR'), or what to fix; `und` says nothing and is refused. */
export function readLanguageTag(raw: string): FieldReading<string> {
  const parsed = languageTagSchema.safeParse(raw)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? LANGUAGE_TAG_MESSAGE }
}
