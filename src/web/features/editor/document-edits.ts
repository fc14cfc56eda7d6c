import { GENERATION_LIMITS } from '@core/generation.ts'
import type { QualityNote } from '@core/generation-schemas.ts'
import type { ProjectChapter, ProjectDocument } from '@core/project-schemas.ts'
import { NEW_CHAPTER_PLACEHOLDER, NEW_CHAPTER_TITLE } from '@web/lib/new-chapter.ts'
import type { ChapterReplacement } from './chapter-edits.ts'

/**
 * The editor's document changes (docs/product.md#editor), as pure functions of the document so the
 * autosave always sends a whole, consistent document.
 */
export const NEW_CHAPTER_CONTENT = `## ${NEW_CHAPTER_TITLE}\n\n${NEW_CHAPTER_PLACEHOLDER}`

const clampIndex = (index: number, count: number) => Math.min(Math.max(0, index), Math.max(0, count - 1))

export const canAddChapter = (doc: ProjectDocument) => doc.chapters.length < GENERATION_LIMITS.maxChapters
export const canRemoveChapter = (doc: ProjectDocument) => doc.chapters.length > GENERATION_LIMITS.minChapters

export function currentChapter(doc: ProjectDocument): ProjectChapter {
  return doc.chapters[clampIndex(doc.currentChapterIndex, doc.chapters.length)] as ProjectChapter
}

/** A stored or restored document whose index points past its chapters opens on the last one. */
export function normalizeDocument(doc: ProjectDocument): ProjectDocument {
  const index = clampIndex(doc.currentChapterIndex, doc.chapters.length)
  return index === doc.currentChapterIndex ? doc : { ...doc, currentChapterIndex: index }
}

export function selectChapter(doc: ProjectDocument, index: number): ProjectDocument {
  return { ...doc, currentChapterIndex: clampIndex(index, doc.chapters.length) }
}

/** Appends 'New Chapter' with its placeholder and selects it, so the writer can start at once. */
export function addChapter(doc: ProjectDocument, id: string): ProjectDocument {
  if (!canAddChapter(doc)) return doc
  const chapters = [...doc.chapters, { id, title: NEW_CHAPTER_TITLE, content: NEW_CHAPTER_CONTENT }]
  return { ...doc, chapters, currentChapterIndex: chapters.length - 1 }
}

/**
 * Removes a chapter while more than one remains. The selection stays on the same place in the
 * list, clamped to the last chapter; a chapter removed above it moves it up by one.
 */
export function removeChapter(doc: ProjectDocument, index: number): ProjectDocument {
  if (!canRemoveChapter(doc) || index < 0 || index >= doc.chapters.length) return doc
  const chapters = doc.chapters.filter((_, i) => i !== index)
  const current = index < doc.currentChapterIndex ? doc.currentChapterIndex - 1 : doc.currentChapterIndex
  return { ...doc, chapters, currentChapterIndex: clampIndex(current, chapters.length) }
}

/** Puts a removed chapter back where it was (the removal's Undo) and selects it. */
export function insertChapter(doc: ProjectDocument, chapter: ProjectChapter, index: number): ProjectDocument {
  if (!canAddChapter(doc) || doc.chapters.some((c) => c.id === chapter.id)) return doc
  const at = Math.min(Math.max(0, index), doc.chapters.length)
  const chapters = [...doc.chapters.slice(0, at), chapter, ...doc.chapters.slice(at)]
  return { ...doc, chapters, currentChapterIndex: at }
}

function updateChapter(doc: ProjectDocument, index: number, change: (c: ProjectChapter) => ProjectChapter): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter) return doc
  const chapters = doc.chapters.slice()
  chapters[index] = change(chapter)
  return { ...doc, chapters }
}

/**
 * Chapter content starts with a '## {title}' line by convention (the draft writes it; exports drop
 * it for the chapter title). Renaming keeps that line in step, so the preview does not show the
 * old name; a first line the writer changed by hand is theirs and left alone.
 */
export function renameChapter(doc: ProjectDocument, index: number, title: string): ProjectDocument {
  return updateChapter(doc, index, (chapter) => {
    const heading = `## ${chapter.title}`
    const [first = '', ...rest] = chapter.content.split('\n')
    const synced = first.trimEnd() === heading.trimEnd() && !title.includes('\n') ? [`## ${title}`, ...rest].join('\n') : chapter.content
    return { ...chapter, title, content: synced }
  })
}

export function setChapterContent(doc: ProjectDocument, index: number, content: string): ProjectDocument {
  return updateChapter(doc, index, (chapter) => ({ ...chapter, content }))
}

const MAX_NOTES = 2 * GENERATION_LIMITS.maxChapters + 4

/**
 * A chapter's notes after chapter `number` was regenerated and checked against it: its notes about
 * that chapter's old text go (they quote what is gone), the pass's new ones about it come in.
 */
function notesAbout(chapter: ProjectChapter, number: number, fresh: readonly QualityNote[]): ProjectChapter {
  const kept = (chapter.notes ?? []).filter((n) => !(n.kind === 'repetition' && n.otherChapter === number))
  const notes = [...kept.filter((n) => !fresh.some((f) => f.id === n.id)), ...fresh].slice(0, MAX_NOTES)
  const { notes: _old, ...rest } = chapter
  return notes.length ? { ...rest, notes } : rest
}

/** Regeneration, style rewrites and restores: title and content by chapter id; unknown ids are ignored. */
export function applyReplacements(doc: ProjectDocument, replacements: readonly ChapterReplacement[]): ProjectDocument {
  const byId = new Map(replacements.map((r) => [r.chapterId, r]))
  if (!doc.chapters.some((c) => byId.has(c.id))) return doc
  const chapters = doc.chapters.map((c) => {
    const r = byId.get(c.id)
    if (!r) return c
    // The quality pass's notes quote the text that was there: they do not describe the new one.
    const { notes: _stale, removals, ...rest } = c
    // A regeneration brings its own removals; other replacements keep the list (its texts can still go back).
    const list = r.removals ?? removals
    const notes = r.notes?.slice(0, MAX_NOTES)
    return { ...rest, title: r.title, content: r.content, ...(list?.length ? { removals: list } : {}), ...(notes?.length ? { notes } : {}) }
  })
  // The other side of what a regenerated chapter shares with the book (decision 81, addendum): notes only, never text.
  const checked = replacements.filter((r) => r.otherNotes)
  const noted = chapters.map((c) => {
    if (byId.has(c.id)) return c
    return checked.reduce((chapter, r) => {
      const { chapterNumber, others } = r.otherNotes as NonNullable<ChapterReplacement['otherNotes']>
      return notesAbout(chapter, chapterNumber, others.find((o) => o.chapterId === c.id)?.notes ?? [])
    }, c)
  })
  return { ...doc, chapters: noted }
}

/**
 * Equal when every key of either has the same value. Settings are strings, numbers and booleans,
 * but the cover design (issue 27) is an object: it compares by its JSON, so a stored copy equals the server's.
 */
function samePublishing(a: ProjectDocument['publishing'], b: ProjectDocument['publishing']): boolean {
  const x: Record<string, unknown> = a ?? {}
  const y: Record<string, unknown> = b ?? {}
  const same = (u: unknown, v: unknown) => u === v || (typeof u === 'object' && JSON.stringify(u) === JSON.stringify(v))
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((key) => same(x[key], y[key]))
}

/** Field by field, so two documents with the same text compare equal whatever their key order. */
export function sameDocument(a: ProjectDocument, b: ProjectDocument): boolean {
  return (
    a.title === b.title &&
    (a.subtitle ?? '') === (b.subtitle ?? '') &&
    a.language === b.language &&
    samePublishing(a.publishing, b.publishing) &&
    a.description === b.description &&
    a.productType === b.productType &&
    a.tone === b.tone &&
    a.targetAudience === b.targetAudience &&
    a.currentChapterIndex === b.currentChapterIndex &&
    a.chapters.length === b.chapters.length &&
    a.chapters.every((c, i) => {
      const other = b.chapters[i]
      // Notes are dismissed (decision 39) or marked fixed by a 'Fix this' (decision 110).
      const noteKeys = (chapter?: ProjectChapter) => (chapter?.notes ?? []).map((n) => `${n.id}:${n.status}`).join()
      const sameNotes = noteKeys(c) === noteKeys(other)
      // Removals are only ever dismissed or restored, or replaced with a new text (decision 79).
      const sameRemovals = (c.removals ?? []).map((r) => r.id).join() === (other?.removals ?? []).map((r) => r.id).join()
      // A section's page template and options (issue 28) are edits too: a copy that differs only there is not the server's.
      const samePage =
        c.pageTemplate === other?.pageTemplate && JSON.stringify(c.pageOptions ?? {}) === JSON.stringify(other?.pageOptions ?? {})
      // So is where a chapter stands (issue 29): absent and 'body' are the same numbered chapter.
      const sameMatter = (c.matter ?? 'body') === (other?.matter ?? 'body')
      return (
        other !== undefined &&
        c.id === other.id &&
        c.title === other.title &&
        c.content === other.content &&
        sameNotes &&
        sameRemovals &&
        samePage &&
        sameMatter
      )
    })
  )
}

/** Only the fields a saved project has: the server's answer also carries id, revision and dates. */
export function documentOf(doc: ProjectDocument): ProjectDocument {
  const { title, subtitle, description, productType, tone, targetAudience, chapters, currentChapterIndex, language, publishing } = doc
  // The book's language and publishing settings ride along, so a save never drops them (rewrites and exports read them).
  // An emptied subtitle is sent as none: the project then has none (issue 27).
  return {
    title,
    ...(subtitle?.trim() ? { subtitle } : {}),
    description,
    productType,
    tone,
    targetAudience,
    chapters,
    currentChapterIndex,
    ...(language ? { language } : {}),
    ...(publishing ? { publishing } : {}),
  }
}

/** What the server refuses to save (docs/product.md#editor): the Markdown box stops at it, the visual editor and AI edits are held to it here. */
export const CHAPTER_TOO_LONG = {
  title: 'This chapter is too long to save',
  description: `A chapter holds at most ${GENERATION_LIMITS.chapterContent.toLocaleString('en')} characters. Shorten it or move part of it into a new chapter; the last change was not kept.`,
} as const

export const chapterTooLong = (content: string) => content.length > GENERATION_LIMITS.chapterContent

/**
 * Moves chapter `from` to place `to` (decision 108): the chapter object moves whole, so its id (and
 * with it its history), matter, page template, notes and removals go with it. The selection follows
 * the chapter it was on.
 */
export function moveChapter(doc: ProjectDocument, from: number, to: number): ProjectDocument {
  const count = doc.chapters.length
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return doc
  const chapters = doc.chapters.slice()
  const [moved] = chapters.splice(from, 1)
  chapters.splice(to, 0, moved as ProjectChapter)
  const selectedId = doc.chapters[doc.currentChapterIndex]?.id
  const current = chapters.findIndex((c) => c.id === selectedId)
  return { ...doc, chapters, currentChapterIndex: current < 0 ? doc.currentChapterIndex : current }
}

/** Puts the chapters back in the order of `ids` (a move's Undo); chapters added since keep their place after them. */
export function orderChapters(doc: ProjectDocument, ids: readonly string[]): ProjectDocument {
  const place = new Map(ids.map((id, i) => [id, i]))
  const rank = (c: ProjectChapter, i: number) => place.get(c.id) ?? ids.length + i
  const chapters = doc.chapters
    .map((c, i) => ({ c, r: rank(c, i) }))
    .sort((a, b) => a.r - b.r)
    .map(({ c }) => c)
  if (chapters.every((c, i) => c === doc.chapters[i])) return doc
  const selectedId = doc.chapters[doc.currentChapterIndex]?.id
  const current = chapters.findIndex((c) => c.id === selectedId)
  return { ...doc, chapters, currentChapterIndex: current < 0 ? doc.currentChapterIndex : current }
}

/** A chapter's plan ('Write this chapter' writes from it); an empty one is no plan. */
export function setChapterPlan(doc: ProjectDocument, index: number, plan: string): ProjectDocument {
  return updateChapter(doc, index, ({ plan: _old, ...chapter }) => (plan.trim() ? { ...chapter, plan } : chapter))
}
