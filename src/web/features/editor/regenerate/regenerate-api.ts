import type { RewriteTask, Tone } from '@core/generation.ts'
import type { ChapterResponse, chapterRequestSchema } from '@core/generation-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import type { z } from 'zod'
import { loadApi } from '@web/lib/lazy-api.ts'
import { errorCode } from '@web/lib/api-error-text.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'
import type { ProjectChapter } from '../chapter-edits.ts'

/** The chapter regeneration toasts (docs/product.md#chapter-rewrites). */
export const REGENERATE_TEXT = {
  failed: 'Failed to regenerate chapter',
  done: 'Chapter regenerated',
  doneDescription: 'Your chapter has been successfully regenerated.',
  // A rewrite that changed nothing (decision 61): said plainly, and nothing goes to the history.
  unchanged: 'No changes were made',
  unchangedGrammar: 'Your chapter already reads well.',
  unchangedOther: 'The rewrite came back the same as your chapter.',
} as const

// The server needs a title to write from; an untitled chapter gets the one a new chapter has.
const UNTITLED = 'Untitled chapter'

/** What the client sends: the schema's input (targetAudience left out rather than empty). */
export type ChapterRequestBody = z.input<typeof chapterRequestSchema>

// The validator arrives with the first regeneration, not with the editor.
const loadSchemas = loadOnce(() => import('@core/generation-schemas.ts'))

/** What the rewrites read of the project: the book around the chapter being rewritten. */
export type BookDocument = Pick<ProjectDocument, 'title' | 'productType' | 'language' | 'chapters'>
export type BookContext = Pick<
  ChapterRequestBody,
  'productType' | 'language' | 'bookTitle' | 'chapterPlan' | 'neighbours' | 'pageTemplate' | 'pageOptions'
>

// A neighbour with neither title nor plan tells the writer nothing; one with a plan only still does.
function neighbour(chapter: ProjectChapter | undefined) {
  if (!chapter) return undefined
  const title = chapter.title.trim()
  const plan = chapter.plan?.trim()
  if (!title && !plan) return undefined
  return { title: title || UNTITLED, ...(plan ? { plan } : {}) }
}

/**
 * Issue 14: the product type, language, title, the chapter's plan and its neighbours, so a rewrite
 * keeps the book (a checklist stays a checklist, a chapter stays off the next one's ground).
 */
export function bookContext(doc: BookDocument, chapterId: string): BookContext {
  const at = doc.chapters.findIndex((c) => c.id === chapterId)
  const plan = doc.chapters[at]?.plan?.trim()
  // A planner's or checklist's section comes back as the words inside its pages (issue 28).
  const { pageTemplate, pageOptions } = doc.chapters[at] ?? {}
  const previous = at > 0 ? neighbour(doc.chapters[at - 1]) : undefined
  const next = at >= 0 ? neighbour(doc.chapters[at + 1]) : undefined
  const bookTitle = doc.title.trim()
  return {
    productType: doc.productType,
    ...(doc.language ? { language: doc.language } : {}),
    ...(bookTitle ? { bookTitle } : {}),
    ...(plan ? { chapterPlan: plan } : {}),
    ...(pageTemplate ? { pageTemplate, ...(pageOptions ? { pageOptions } : {}) } : {}),
    ...(previous || next ? { neighbours: { ...(previous ? { previous } : {}), ...(next ? { next } : {}) } } : {}),
  }
}

interface RequestInput {
  chapter: Pick<ProjectChapter, 'title' | 'content'>
  tone: Tone
  targetAudience: string
  modifier?: RewriteTask | undefined
  context?: BookContext | undefined
  /**
   * The saved project the chapter is in (decision 81, addendum): the server reads the book itself,
   * as the writer, and checks the new chapter against every other chapter.
   */
  saved?: { projectId: string; chapterId: string } | undefined
}

/**
 * docs/product.md#chapter-rewrites: chapterTitle, brief (the current content), tone, targetAudience only when given,
 * optional modifier; then the optional book context the server uses when it is there.
 */
export function buildChapterRequest({ chapter, tone, targetAudience, modifier, context, saved }: RequestInput): ChapterRequestBody {
  const audience = targetAudience.trim()
  return {
    chapterTitle: chapter.title.trim() || UNTITLED,
    brief: chapter.content,
    tone,
    ...(audience ? { targetAudience: audience } : {}),
    ...(modifier ? { modifier } : {}),
    ...context,
    ...saved,
  }
}

/** POST /api/generate/chapter → {title, content}, and the quality pass's notes when the project was sent. */
export async function regenerateChapter(request: ChapterRequestBody, signal?: AbortSignal): Promise<ChapterResponse> {
  const s = await loadSchemas()
  const res = await (await loadApi()).api.generate.chapter.$post({ json: request }, signal ? { init: { signal } } : {})
  return parseAnswer(s.chapterResponseSchema, await res.json())
}

/** The server's `rate_limited` code (decision 43), not the status or the text. */
export const isRateLimited = (error: unknown): boolean => errorCode(error) === 'rate_limited'

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError'
