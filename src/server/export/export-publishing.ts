import { type BookLabels, bookLabels } from '@core/book-labels.ts'
import { languageOfBook } from '@core/book-language.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { PLANNER_DEFAULTS, type WeekStart } from '@core/planner.ts'
import { PUBLISHING_DEFAULTS, type Theme, type TrimSize } from '@core/publishing.ts'
import { exportText } from './export-model-text.ts'

/** The publishing settings every renderer reads, with defaults filled in (issue 16). */
export interface ExportPublishing {
  author: string | null
  /** BCP 47: the document's, else read from its text, else English. */
  language: string
  /** True when the language was read from the text rather than given. */
  languageGuessed: boolean
  trimSize: TrimSize
  print: boolean
  theme: Theme
  copyright: string | null
  year: number
  aiDisclosure: string | null
  /** A few sentences about the author (issue 27): the wrap cover's back panel prints them under the blurb. */
  authorBio: string | null
  labels: BookLabels
  /** A planner's calendar and a printable's form (issue 28), with defaults filled in; read only for planners and checklists. */
  planner: PlannerSettings
  // Book matter (issue 29); front-matter.ts turns these into the pages' words.
  /** "First edition, March 2027", as given. */
  edition: string | null
  /** As typed (hyphens kept); valid by the schema. */
  isbn: string | null
  imprint: string | null
  disclaimer: string | null
  /** The About the Author page's text; null = no page. */
  aboutAuthor: string | null
  /** The About the Author photo's image reference (`asset:<uuid>`, https or data URL), as the document gave it. */
  authorPhoto: string | null
  /** The Also By page's titles; empty = no page. */
  alsoBy: string[]
  /** The closing call-to-action page; null when the document gives none of its fields. */
  callToAction: { heading: string | null; text: string | null; url: string | null } | null
}

export interface PlannerSettings {
  /** Null: undated pages. */
  year: number | null
  /** 1–12. */
  startMonth: number
  months: number
  weekStart: WeekStart
  /** The landscape tablet page with tabs and links (DIGITAL_PLANNER_PAGE). */
  digital: boolean
  /** Tick boxes and write-in lines become AcroForm fields. */
  fillable: boolean
}

export function resolvePlanner(document: ExportDocument): PlannerSettings {
  return {
    year: document.plannerYear ?? null,
    startMonth: document.plannerStartMonth ?? PLANNER_DEFAULTS.startMonth,
    months: document.plannerMonths ?? PLANNER_DEFAULTS.months,
    weekStart: document.weekStart ?? PLANNER_DEFAULTS.weekStart,
    digital: document.digitalPlanner ?? false,
    fillable: document.fillable ?? false,
  }
}

export { languageOfText } from '@core/book-language.ts'

const clean = (value: string | undefined): string | null => (value ? exportText(value).trim() || null : null)

/**
 * A tag Intl accepts, canonical ('pt-br' → 'pt-BR'). The API's schema already refuses any other
 * (language-tag.ts); a document built in code may still carry one such as 'en-12' or 'en-US-US',
 * which would make Intl throw in the renderers. Such a tag keeps its language subtag when that
 * alone is valid.
 */
export function usableLanguage(tag: string): string | null {
  for (const candidate of [tag, tag.split('-')[0] ?? '']) {
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate)
      if (canonical) return canonical
    } catch {
      // not a locale Intl knows: try the language subtag alone
    }
  }
  return null
}

export function resolvePublishing(document: ExportDocument, now = new Date()): ExportPublishing {
  const given = document.language ? usableLanguage(document.language) : null
  const language = given ?? languageOfBook(document) ?? 'en'
  return {
    author: clean(document.author),
    language,
    languageGuessed: !given,
    trimSize: document.trimSize ?? PUBLISHING_DEFAULTS.trimSize,
    print: document.print ?? PUBLISHING_DEFAULTS.print,
    theme: document.theme ?? PUBLISHING_DEFAULTS.theme,
    copyright: clean(document.copyright),
    year: document.year ?? now.getUTCFullYear(),
    aiDisclosure: clean(document.aiDisclosure),
    authorBio: clean(document.authorBio),
    labels: bookLabels(language),
    planner: resolvePlanner(document),
    ...resolveBookMatter(document),
  }
}

type BookMatterSettings = Pick<
  ExportPublishing,
  'edition' | 'isbn' | 'imprint' | 'disclaimer' | 'aboutAuthor' | 'authorPhoto' | 'alsoBy' | 'callToAction'
>

function resolveBookMatter(document: ExportDocument): BookMatterSettings {
  const cta = document.callToAction
  const callToAction = cta ? { heading: clean(cta.heading), text: clean(cta.text), url: clean(cta.url) } : null
  const anyCta = callToAction && (callToAction.heading || callToAction.text || callToAction.url)
  return {
    edition: clean(document.edition),
    isbn: clean(document.isbn),
    imprint: clean(document.imprint),
    disclaimer: clean(document.disclaimer),
    aboutAuthor: clean(document.aboutAuthor),
    authorPhoto: clean(document.authorPhoto),
    alsoBy: (document.alsoBy ?? []).map((title) => clean(title)).filter((title): title is string => title !== null),
    callToAction: anyCta ? callToAction : null,
  }
}
