import type { ChapterRemoval, QualityNote } from '@core/generation-schemas.ts'
import { qualityPass } from '../generation/quality/quality-pass.ts'
import type { DraftDeps, OpenChapter } from './draft-chapter.ts'
import { writtenChapters } from './draft-chapters.queries.ts'

/**
 * The quality pass on a chapter just written (decision 39), against every chapter of the draft
 * already done: chapters are written in parallel, so a later chapter finished first counts too.
 */
export async function checkChapter(
  { db, config, provider }: DraftDeps,
  { jobId, index, brief }: OpenChapter,
  content: string,
  signal: AbortSignal,
): Promise<{ content: string; notes: QualityNote[]; removals?: ChapterRemoval[] }> {
  if (config.QUALITY_PASS === 'off') return { content, notes: [] }
  const others = (await writtenChapters(db, jobId, index)).map((c) => ({ number: c.index + 1, content: c.content }))
  const title = brief.chapters[index]?.title ?? ''
  const result = await qualityPass(
    provider,
    { title, content, others, ...(brief.language ? { language: brief.language } : {}), signal },
    config.QUALITY_PASS,
  )
  return { content: result.content, notes: result.notes }
}
