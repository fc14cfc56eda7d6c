import type { ChapterModifier, Tone } from '@core/generation.ts'
import type { ChapterResponse, chapterRequestSchema } from '@core/generation-schemas.ts'
import type { z } from 'zod'
import { ApiError, apiRequest } from '@web/lib/api-client.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'
import type { ProjectChapter } from '../chapter-edits.ts'

/** Spec §8 chapter regeneration toasts, word for word. */
export const REGENERATE_TEXT = {
  failed: 'Failed to regenerate chapter',
  done: 'Chapter regenerated',
  doneDescription: 'Your chapter has been successfully regenerated.',
} as const

// The server needs a title to write from; an untitled chapter gets the one a new chapter has.
const UNTITLED = 'Untitled chapter'

/** What the client sends: the schema's input (targetAudience left out rather than empty). */
export type ChapterRequestBody = z.input<typeof chapterRequestSchema>

// The validator arrives with the first regeneration, not with the editor.
const loadSchemas = loadOnce(() => import('@core/generation-schemas.ts'))

interface RequestInput {
  chapter: Pick<ProjectChapter, 'title' | 'content'>
  tone: Tone
  targetAudience: string
  modifier?: ChapterModifier | undefined
}

/** Spec §7: chapterTitle, brief (the current content), tone, targetAudience only when given, optional modifier. */
export function buildChapterRequest({ chapter, tone, targetAudience, modifier }: RequestInput): ChapterRequestBody {
  const audience = targetAudience.trim()
  return {
    chapterTitle: chapter.title.trim() || UNTITLED,
    brief: chapter.content,
    tone,
    ...(audience ? { targetAudience: audience } : {}),
    ...(modifier ? { modifier } : {}),
  }
}

/** POST /api/generate/chapter → {title, content}. */
export async function regenerateChapter(request: ChapterRequestBody, signal?: AbortSignal): Promise<ChapterResponse> {
  const s = await loadSchemas()
  const res = await apiRequest('POST', '/api/generate/chapter', request, signal ? { signal } : {})
  return parseAnswer(s.chapterResponseSchema, await res.json())
}

export const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.status === 429

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError'
