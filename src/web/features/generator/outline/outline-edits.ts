import { GENERATION_LIMITS } from '@core/generation.ts'
import type { Outline } from '@core/generation-schemas.ts'
import { NEW_CHAPTER_TITLE } from '@web/lib/new-chapter.ts'

/** Editing the outline before drafting (issue §6). Each returns a new outline; `outline` is untouched. */
type Chapters = Outline['chapters']

const withChapters = (outline: Outline, chapters: Chapters): Outline => ({ ...outline, chapters })

export function renameChapter(outline: Outline, index: number, title: string): Outline {
  return withChapters(
    outline,
    outline.chapters.map((c, i) => (i === index ? { ...c, title } : c)),
  )
}

/** A chapter's plan: one or two sentences of scope and key points that its chapter prompt follows. */
export function setChapterPlan(outline: Outline, index: number, plan: string): Outline {
  return withChapters(
    outline,
    outline.chapters.map((c, i) => (i === index ? { ...c, plan } : c)),
  )
}

/** Swaps chapter `index` with its neighbour; a move past either end changes nothing. */
export function moveChapter(outline: Outline, index: number, direction: -1 | 1): Outline {
  const target = index + direction
  if (index < 0 || target < 0 || target >= outline.chapters.length) return outline
  const chapters = [...outline.chapters]
  ;[chapters[index], chapters[target]] = [chapters[target] as Chapters[number], chapters[index] as Chapters[number]]
  return withChapters(outline, chapters)
}

export const canAddChapter = (outline: Outline) => outline.chapters.length < GENERATION_LIMITS.maxChapters
export const canRemoveChapter = (outline: Outline) => outline.chapters.length > GENERATION_LIMITS.minChapters

export function addChapter(outline: Outline, title = NEW_CHAPTER_TITLE): Outline {
  // An empty plan: the creator may write one, or leave the scope to the title.
  return canAddChapter(outline) ? withChapters(outline, [...outline.chapters, { title, plan: '' }]) : outline
}

/** At least one chapter always remains (docs/product.md#outline-generation). */
export function removeChapter(outline: Outline, index: number): Outline {
  if (!canRemoveChapter(outline)) return outline
  return withChapters(
    outline,
    outline.chapters.filter((_, i) => i !== index),
  )
}

/** An outline the server would take: every chapter titled, no title or plan too long. */
export function isOutlineSendable(outline: Outline | null): outline is Outline {
  return (
    outline !== null &&
    outline.chapters.length >= GENERATION_LIMITS.minChapters &&
    outline.chapters.every(
      (c) =>
        c.title.trim() !== '' &&
        c.title.trim().length <= GENERATION_LIMITS.chapterTitle &&
        (c.plan ?? '').trim().length <= GENERATION_LIMITS.chapterPlan,
    )
  )
}
