import type { ExportChapter, ExportDocument } from '@core/export-schemas.ts'
import { readImageDestination } from '@core/image-layout.ts'

const IMAGE_INLINE = /!\[(?:[^\]\\\n]|\\.)*\]\(\s*(<[^>\n]*>|[^\s)]+)/g
const IMAGE_REFERENCE = /!\[((?:[^\]\\\n]|\\.)*)\](?:\[((?:[^\]\\\n]|\\.)*)\])?/g
const DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*(<[^>\n]*>|\S+)/gm

const label = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()
// The source alone: a width (`#width=50`, @core/image-layout.ts) is layout, never part of a fetch or lookup.
const destination = (text: string) => readImageDestination(text.replace(/^<|>$/g, '')).src

/**
 * The image destinations of a chapter's Markdown, by a linear scan rather than a parse (the parse
 * runs in the export worker): inline images, and reference definitions an image cites. It may
 * find a little more than the parser will (an image inside code): the worker uses only what the
 * parsed text places.
 */
export function imageDestinations(markdown: string): string[] {
  const found = [...markdown.matchAll(IMAGE_INLINE)].map((m) => destination(m[1]!))
  const cited = new Set([...markdown.matchAll(IMAGE_REFERENCE)].map((m) => label(m[2] || m[1]!)))
  for (const m of markdown.matchAll(DEFINITION)) if (cited.has(label(m[1]!))) found.push(destination(m[2]!))
  return found
}

/**
 * What an export's images come from: its chapters' Markdown and, after them, the author's photo on
 * the About the Author page (issue 29), a reference like Markdown's (asset:<uuid>, https, data:).
 */
export interface ImageSourceDocument {
  chapters: readonly Pick<ExportChapter, 'content'>[]
  authorPhoto?: string | undefined
}

/** The author's photo when the book prints it: only beside About the Author (export-model.ts). */
export function authorPhotoSource(document: Pick<ExportDocument, 'authorPhoto' | 'aboutAuthor'>): string | undefined {
  const url = document.authorPhoto?.trim()
  return url && document.aboutAuthor?.trim() ? url : undefined
}

/** Every image address of the document, in document order: the chapters', then the photo. */
export function documentImageUrls(source: ImageSourceDocument | readonly Pick<ExportChapter, 'content'>[]): string[] {
  const document = 'chapters' in source ? source : { chapters: source }
  const urls = document.chapters.flatMap((chapter) => imageDestinations(chapter.content))
  return document.authorPhoto ? [...urls, readImageDestination(document.authorPhoto).src] : urls
}
