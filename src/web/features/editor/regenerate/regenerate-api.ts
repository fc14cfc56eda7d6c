import type { ChapterModifier, Tone } from '@core/generation.ts'
import type { ChapterResponse, chapterRequestSchema } from '@core/generation-schemas.ts'
import type { z } from 'zod'
import { ApiError, apiRequest } from '@web/lib/api-client.ts'
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

type Schemas = typeof import('@core/generation-schemas.ts')
let schemas: Promise<Schemas> | null = null

// The validator arrives with the first regeneration, not with the editor.
function loadSchemas(): Promise<Schemas> {
  schemas ??= import('@core/generation-schemas.ts')
  schemas.catch(() => {
    schemas = null
  })
  return schemas
}

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
  const result = s.chapterResponseSchema.safeParse(await res.json())
  if (!result.success) throw new Error('The server sent an answer this page does not understand. Please reload and try again.')
  return result.data
}

export const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.status === 429

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError'
