import type { ProductType } from '@core/generation.ts'
import { type Outline, outlineSchema } from '@core/generation-schemas.ts'
import { MATTERS } from '@core/book-matter.ts'
import { COVER_DESIGN_LIMITS } from '@core/cover-design.ts'
import { canonicalLanguageTag } from '@core/language-tag.ts'
import { chapterCountProblem, outlineProblems } from './outline-checks.ts'
import { isPlaceholder, titleKey } from './outline-placeholders.ts'
import { usablePageFields } from '../prompts/page-sections.ts'

/**
 * `fallback`: the outline with only non-blocking problems (see outline-checks.ts), cleaned of
 * stand-in plans, for use when the repair turn does no better.
 */
export type OutlineParse = { ok: true; outline: Outline } | { ok: false; problems: string[]; fallback?: Outline }

/**
 * The JSON inside a model's reply. Servers without JSON mode often wrap it in a ```json fence
 * or add a sentence around it, so take the fenced part, else the outermost braces.
 */
export function extractJson(text: string): string {
  const fenced = /```(?:json|JSON)?[ \t]*\n([\s\S]*?)\n?```/.exec(text)
  if (fenced?.[1]) return fenced[1].trim()
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  return start >= 0 && end > start ? text.slice(start, end + 1) : text.trim()
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** 'EN' → 'en', 'pt-br' → 'pt-BR'; undefined for what is no language tag ('English', 'und'). */
export const canonicalLanguage = (value: unknown): string | undefined => canonicalLanguageTag(value) ?? undefined

function languageNote(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || canonicalLanguage(value) !== undefined) return undefined
  return `language: ${JSON.stringify(value)} is not a BCP 47 language tag; use one such as "en", "es", "de" or "pt-BR".`
}

/**
 * The reply's subtitle when it is one: a string within the limit that says something of its own.
 * One that is a stand-in, or repeats the title (or a part of it) or the description (or opens the description), is
 * dropped rather than refused: a book without a subtitle is still a book, and a repair turn for it
 * would cost the creator a second wait.
 */
export function usableSubtitle(value: unknown, title: unknown, description: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const subtitle = value.trim().replace(/\s+/g, ' ')
  if (subtitle === '' || subtitle.length > COVER_DESIGN_LIMITS.subtitle || isPlaceholder(subtitle)) return undefined
  const key = titleKey(subtitle)
  if (typeof title === 'string' && titleKey(title).includes(key)) return undefined
  if (typeof description === 'string' && titleKey(description).startsWith(key)) return undefined
  return subtitle
}

/** Plans that say nothing are dropped rather than passed to the chapter writer. */
function cleaned(outline: Outline): Outline {
  const chapters = outline.chapters.map(({ title, plan, ...page }) => {
    const keep = plan && !isPlaceholder(plan, 'plan') && titleKey(plan) !== titleKey(title)
    return keep ? { title, plan, ...page } : { title, ...page }
  })
  return { ...outline, chapters }
}

/**
 * A chapter with its page template and options only where they fit the product (page-sections.ts),
 * and its matter only when it is one (issue 29):
 * a null, unknown or other-family template goes, and the chapter stays prose, instead of the
 * whole outline failing the shared schema.
 */
function withPageFields(chapter: unknown, productType: ProductType): unknown {
  if (!isRecord(chapter)) return chapter
  const { pageTemplate: _template, pageOptions: _options, matter, ...rest } = chapter
  // Strict mode answers null for "no matter" (a planner's section); an unknown value is no answer either (outline-matter.ts decides).
  const usableMatter = (MATTERS as readonly unknown[]).includes(matter) ? { matter } : {}
  return { ...rest, ...usableMatter, ...usablePageFields(chapter, productType) }
}

/**
 * Parses and checks an outline for `productType`, listing problems in words a model can act on:
 * the shared schema's, then placeholders, duplicates, plans, the language and the chapter count.
 */
export function parseOutline(text: string, productType: ProductType): OutlineParse {
  let value: unknown
  try {
    value = JSON.parse(extractJson(text))
  } catch {
    return { ok: false, problems: ['The reply was not valid JSON.'] }
  }
  const raw = isRecord(value) ? value : {}
  const badLanguage = languageNote(raw.language)
  const language = canonicalLanguage(raw.language)
  const subtitle = usableSubtitle(raw.subtitle, raw.title, raw.description)
  const { language: _dropped, subtitle: _checked, ...rest } = raw
  if (Array.isArray(rest.chapters)) rest.chapters = rest.chapters.map((chapter) => withPageFields(chapter, productType))
  const result = outlineSchema.safeParse({ ...rest, ...(language ? { language } : {}), ...(subtitle ? { subtitle } : {}) })
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    const count = Array.isArray(raw.chapters) ? chapterCountProblem(raw.chapters.length, productType) : undefined
    return { ok: false, problems: [...problems, ...(count ? [count.text] : []), ...(badLanguage ? [badLanguage] : [])] }
  }
  // Blocking problems first: the repair prompt shows only the first few.
  const found = outlineProblems(result.data, productType).sort((x, y) => Number(y.blocking) - Number(x.blocking))
  // A malformed tag reads as a missing one in outlineProblems; say what was wrong with it instead.
  const texts = found.map((p) => (badLanguage && p.text.startsWith('language:') ? badLanguage : p.text))
  if (texts.length === 0) return { ok: true, outline: result.data }
  return { ok: false, problems: texts, ...(found.some((p) => p.blocking) ? {} : { fallback: cleaned(result.data) }) }
}
