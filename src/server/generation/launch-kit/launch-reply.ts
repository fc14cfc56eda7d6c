import { guessLanguage } from '@core/language-guess.ts'
import { LAUNCH_LIMITS as L, type LaunchPiece } from '@core/launch-kit.ts'
import { extractJson } from '../outline/outline-json.ts'
import type { LaunchBrief } from '../providers/provider.ts'
import { bannedIn, disallowedHtml, excerptInChapter, sameTitle, titleWords } from './launch-fit.ts'
import { bookLanguageName } from './launch-prompts.ts'
import { type LaunchReply, replyLimits, replyShapes } from './launch-reply-schemas.ts'

/**
 * A model's reply to a piece, read and checked (decision 123): `value` when it has the piece's
 * shape (so it can be fitted), and the problems a repair turn should fix, in words a model can
 * act on: limits and counts, the language, the excerpt, the keywords' and the HTML's rules.
 */
export interface LaunchReplyCheck<P extends LaunchPiece = LaunchPiece> {
  value?: LaunchReply<P>
  problems: string[]
  /** The problem when the reply is in another language than the book's (also listed in `problems`). */
  wrongLanguage?: string
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every string of a value, joined: what the language guess reads. */
function allText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, ' ')
  if (Array.isArray(value)) return value.map(allText).join('\n')
  if (isRecord(value)) return Object.values(value).map(allText).join('\n')
  return ''
}

/** The languages guessLanguage tells apart; for another book language only an English reply is known to be wrong. */
const GUESSED = new Set(['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'el', 'he', 'th', 'ko', 'zh', 'ja'])

/** A reply written in another language than the book's, named; undefined when it matches or the guess is unsure. */
export function wrongLanguage(text: string, language: string | undefined): string | undefined {
  if (!language) return undefined
  const guess = guessLanguage(text)
  if (!guess || guess.tag === 'und') return undefined
  const want = language.toLowerCase().split('-')[0] ?? ''
  if (guess.tag === want || (!GUESSED.has(want) && guess.tag !== 'en')) return undefined
  return `The reply is in ${guess.name}, but the book is in ${bookLanguageName(language)}: write every field in ${bookLanguageName(language)}.`
}

function pieceProblems(piece: LaunchPiece, value: Record<string, unknown>, brief: LaunchBrief): string[] {
  const problems: string[] = []
  if (piece === 'kdp') {
    const title = String(value.title ?? '')
    const subtitle = String(value.subtitle ?? '')
    if (!sameTitle(title, brief.title)) problems.push('title: use the book\'s title exactly as "book.title" in the data gives it.')
    if (title.length + subtitle.length > L.kdpTitleAndSubtitle) {
      problems.push(`title + subtitle: ${title.length + subtitle.length} characters together; at most ${L.kdpTitleAndSubtitle}.`)
    }
    const words = titleWords(title || brief.title, brief.language)
    for (const [i, k] of (Array.isArray(value.keywords) ? value.keywords : []).entries()) {
      if (typeof k !== 'string') continue
      const repeated = (k.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => words.has(w))
      const quoted = JSON.stringify(k.slice(0, 80))
      if (repeated.length) problems.push(`keywords.${i} ${quoted} repeats the title's word(s) ${repeated.map((w) => `"${w}"`).join(', ')}.`)
      const banned = bannedIn(k)
      if (banned.length) problems.push(`keywords.${i} ${quoted} uses a word KDP refuses: ${banned.map((w) => `"${w}"`).join(', ')}.`)
    }
    const html = disallowedHtml(String(value.descriptionHtml ?? ''))
    if (html.length) problems.push(`descriptionHtml uses HTML KDP does not accept: ${html.join(', ')}.`)
  }
  if (piece === 'salesPage') {
    const excerpt = String(value.excerpt ?? '')
    if (!excerptInChapter(excerpt, brief.firstChapter.content)) {
      problems.push('excerpt: not found word for word in "firstChapter.content"; copy one to three paragraphs from it exactly as written.')
    }
  }
  return problems
}

export function checkLaunchReply<P extends LaunchPiece>(piece: P, text: string, brief: LaunchBrief): LaunchReplyCheck<P> {
  let raw = parseJson(extractJson(text))
  // Without a schema a model may answer the emails as the bare list, which has no braces around it.
  if (raw === undefined && piece === 'emails') raw = parseJson(bareList(text))
  if (raw === undefined) return { problems: ['The reply was not valid JSON.'] }
  if (piece === 'emails' && Array.isArray(raw)) raw = { emails: raw }
  const shaped = replyShapes[piece].safeParse(raw)
  const limits = replyLimits[piece].safeParse(raw)
  const problems = limits.success
    ? []
    : limits.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
  if (!shaped.success) return { problems: problems.length ? problems : ['The reply does not have the shape asked for.'] }
  const value = shaped.data as LaunchReply<P>
  const language = wrongLanguage(allText(piece === 'salesPage' ? { ...value, excerpt: '' } : value), brief.language)
  problems.push(...pieceProblems(piece, value as Record<string, unknown>, brief), ...(language ? [language] : []))
  return { value, problems, ...(language ? { wrongLanguage: language } : {}) }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The outermost brackets of a reply. */
function bareList(text: string): string {
  const start = text.indexOf('[')
  const end = text.lastIndexOf(']')
  return start >= 0 && end > start ? text.slice(start, end + 1) : text
}
