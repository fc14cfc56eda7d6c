import { type BookLabels, bookLabels } from '@core/book-labels.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { guessLanguage } from '@core/language-guess.ts'
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
  labels: BookLabels
}

/** Scripts the word-based guess names only as a script: the language most books in it are written in. */
const SCRIPT_LANGUAGES: Record<string, string> = { 'Cyrillic-script': 'ru', 'Arabic-script': 'ar', 'Devanagari-script': 'hi' }

/** Enough of the book to tell its language: the title, the description and the start of a few chapters. */
function sampleOf(document: ExportDocument): string {
  const starts = document.chapters.slice(0, 3).map((c) => `${c.title}\n${c.content.slice(0, 1500)}`)
  return [document.title, document.description, ...starts].join('\n')
}

export function languageOfText(text: string): string | null {
  const guess = guessLanguage(text)
  if (!guess) return null
  return guess.tag === 'und' ? (SCRIPT_LANGUAGES[guess.name] ?? null) : guess.tag
}

const clean = (value: string | undefined): string | null => (value ? exportText(value).trim() || null : null)

export function resolvePublishing(document: ExportDocument, now = new Date()): ExportPublishing {
  const given = document.language
  const language = given ?? languageOfText(sampleOf(document)) ?? 'en'
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
    labels: bookLabels(language),
  }
}
