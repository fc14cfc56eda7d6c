import { z } from 'zod'
import { GENERATION_LIMITS as L } from './generation.ts'

export const LANGUAGE_TAG_MESSAGE = 'Use a BCP 47 language tag such as en, es or pt-BR.'

// The shape: a 2–3 letter language, then subtags of 2–8 letters or digits (script, region,
// variants). No singletons, so no extensions (-u-…) or private use (-x-…): they name no language.
const SHAPE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

/**
 * The tag in canonical form ('EN' → 'en', 'pt-br' → 'pt-BR', 'art-lojban' → 'jbo'), or null
 * when it is not a well-formed BCP 47 language tag of at most 35 characters, or is `und`, which
 * says only that the language is unknown. The shape alone
 * passed 'en-ignore-all-rules', which then stood in the system prompt ("Write in en-ignore-all-rules",
 * issue 25); Intl's parser refuses it ('all' can be no subtag after a variant). For the server,
 * the client's field and what is read back from the database alike.
 */
export function canonicalLanguageTag(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed.length > L.language || !SHAPE.test(trimmed)) return null
  try {
    const tag = Intl.getCanonicalLocales(trimmed)[0]
    return tag && tag !== 'und' ? tag : null
  } catch {
    return null
  }
}

/**
 * A BCP 47 tag ('en', 'es', 'pt-BR', 'zh-Hant'): the language the whole book is written in.
 * Parsing gives the canonical tag, so only a well-formed one is ever stored or sent on.
 */
export const languageTagSchema = z
  .string()
  .trim()
  .max(L.language)
  .transform((value, ctx) => {
    const tag = canonicalLanguageTag(value)
    if (tag === null) ctx.addIssue({ code: 'custom', message: LANGUAGE_TAG_MESSAGE })
    return tag ?? value
  })

/**
 * The language stored with a draft or a project, as it may be used: canonical, or null when it
 * does not parse (a row written before the check, or through the hosted Data API). An unusable
 * language is no language: prompts then follow the text and exports read it from the text.
 */
export const storedLanguage = (value: unknown): string | null => canonicalLanguageTag(value)

let names: Intl.DisplayNames | null = null

/**
 * The English name of a tag ("es" → "Spanish", "pt-BR" → "Brazilian Portuguese"), or the tag
 * itself when Intl cannot name it: what the prompt states and what the Export section shows.
 */
export function languageName(tag: string): string {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
    const name = names.of(tag)
    return name && name !== tag ? name : tag
  } catch {
    return tag
  }
}
