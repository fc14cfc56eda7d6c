import { MATTERS, type Matter } from '@core/book-matter.ts'
import type { ChapterRequest } from '@core/generation-schemas.ts'
import type { Project } from '@core/project-schemas.ts'
import type { Database } from '../../db/database.ts'
import { getProject } from '../../projects/projects.handlers.ts'
import type { ChapterJob, GenerationProvider, ProductBrief, RewriteResult } from '../providers/provider.ts'
import { ProviderError } from '../providers/provider-error.ts'
import { boundRemovals } from '@core/chapter-removals.ts'
import type { ChapterRemoval } from '@core/generation-schemas.ts'

const isMatter = (value: unknown): value is Matter => (MATTERS as readonly unknown[]).includes(value)

/**
 * The chapter job for 'Write this chapter' (issue 30, decision 108): the same prompt the draft
 * writes a chapter with (prompts.ts chapterPrompt): the book's brief, its whole outline with plans,
 * matter and page templates, and the chapters before this one, here all written. The chapter's title
 * and plan come from the request (the editor may not have saved them yet); a chapter not saved yet
 * (added since the last autosave) is written as the book's last.
 */
export function writeJobOf(project: Project, request: Pick<ChapterRequest, 'chapterId' | 'chapterTitle' | 'chapterPlan'>): ChapterJob {
  const found = project.chapters.findIndex((c) => c.id.toLowerCase() === request.chapterId?.toLowerCase())
  const index = found < 0 ? project.chapters.length : found
  const chapters: ProductBrief['chapters'] = project.chapters.map((c) => ({
    title: c.title,
    ...(c.plan ? { plan: c.plan } : {}),
    ...(isMatter(c.matter) ? { matter: c.matter } : {}),
    ...(c.pageTemplate ? { pageTemplate: c.pageTemplate, ...(c.pageOptions ? { pageOptions: c.pageOptions } : {}) } : {}),
  }))
  const own = chapters[index]
  chapters[index] = {
    ...own,
    title: request.chapterTitle,
    ...(request.chapterPlan ? { plan: request.chapterPlan } : {}),
  }
  if (!request.chapterPlan && own?.plan === undefined) delete chapters[index]?.plan
  const brief: ProductBrief = {
    // A project keeps no topic of its own: its title and description say what the book is about.
    topic: project.title,
    productType: project.productType,
    tone: project.tone,
    ...(project.targetAudience.trim() ? { targetAudience: project.targetAudience.trim() } : {}),
    title: project.title,
    description: project.description,
    chapters,
    ...(project.language ? { language: project.language } : {}),
  }
  const earlier = project.chapters
    .slice(0, index)
    .map((c, i) => ({ index: i, title: c.title, content: c.content }))
    .filter((c) => c.content.trim())
  return { brief, index, earlier }
}

/** Writes the chapter as a draft would (one stream, joined), read from the caller's saved project. */
export async function writeSavedChapter(
  db: Database,
  provider: Pick<GenerationProvider, 'streamChapter'>,
  userId: string,
  request: ChapterRequest,
  signal: AbortSignal,
): Promise<RewriteResult> {
  // As the caller: someone else's project is a 404, like a missing one.
  const project = await getProject(db, userId, request.projectId as string)
  let removals: ChapterRemoval[] = []
  const job: ChapterJob = { ...writeJobOf(project, request), signal, onRemovals: (list) => (removals = list) }
  let content = ''
  for await (const delta of provider.streamChapter(job)) content += delta
  if (!content.trim()) throw new ProviderError('invalid_output', 'The AI provider returned an empty chapter. Please try again.')
  const kept = boundRemovals(removals)
  return { title: request.chapterTitle, content, ...(kept.length ? { removals: kept } : {}) }
}
