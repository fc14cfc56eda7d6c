import type { Root, RootContent } from 'mdast'
import { toString as mdastText } from 'mdast-util-to-string'
import { type CoverDesign, defaultCoverDesign } from '@core/cover-design.ts'
import type { Paper } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import type { ProductType } from '@core/generation.ts'
import { checkExportTree } from './export-limits.ts'
import { exportText } from './export-model-text.ts'
import type { Matter } from '@core/book-matter.ts'
import type { PageOptions } from '@core/planner-schemas.ts'
import { isPrintable, type PageTemplate } from '@core/planner.ts'
import { type ExportPublishing, resolvePublishing } from './export-publishing.ts'
import { coverImageKey, type ExportImageFile, type ExportImageInput, NO_IMAGE_INPUT } from './images/export-image.ts'
import { attachImages } from './images/image-attach.ts'

/**
 * The one document model every export format renders from (docs/architecture.md#export): each
 * chapter's Markdown parsed once into an mdast tree (GitHub-flavoured: tables, task lists,
 * strikethrough), so a heading, list or checklist means the same thing in PDF, DOCX, EPUB and
 * Markdown.
 */
export interface ExportChapterModel {
  title: string
  /** The chapter body without its leading '## {title}' line; headings shifted so the top one is depth 2. */
  tree: Root
  /**
   * A planner's or checklist's section (issue 28): the page template its pages are drawn with and
   * its options; absent for prose chapters, and for every chapter of an ebook or guide.
   */
  page?: { template: PageTemplate; options: PageOptions }
  /** Front and back matter are unnumbered (issue 29): the document's `matter`, else 'body'. */
  matter: Matter
}

export interface ExportModel {
  title: string
  /** The book's subtitle (issue 27), when it has one: under the title on the title page, and in the files' metadata. */
  subtitle?: string
  /** The blurb: the back cover and the listings, never the front cover. */
  description: string
  productType: ProductType
  chapters: ExportChapterModel[]
  publishing: ExportPublishing
  /** Every image that prints, once each; the tree's image nodes point at them (images/export-image.ts). */
  images: ExportImageFile[]
  /** The saved project the document comes from, when the editor names it: only the EPUB's identifier reads it. */
  projectId?: string
  /** The paperback's interior paper, when the document names it: only the wrap cover's spine reads it (decision 83). */
  paper?: Paper
  /** The cover designer's choices (decision 84): the document's, else the product type's default. */
  cover: CoverDesign
  /** The cover's uploaded or generated image, checked like every export image; absent when it is missing or unreadable (then the cover draws its art). */
  coverImage?: Uint8Array
  /**
   * The About the Author photo (issue 29) as a one-image tree, checked and attached like a
   * chapter's image, so every renderer draws it with its own image block; absent without a photo
   * or an About the Author text. An image that cannot print leaves its alt text, as in a chapter.
   */
  authorPhoto?: Root
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Drops the conventional first heading that repeats the chapter title (the title is printed anyway). */
function withoutTitleHeading(children: RootContent[], title: string): RootContent[] {
  const [first, ...rest] = children
  return first?.type === 'heading' && sameText(mdastText(first), title) ? rest : children
}

/** The chapter title is level 1; the body's top heading level becomes 2, whatever the writer used. */
function shiftHeadings(children: RootContent[]): void {
  let top = 6
  for (const node of children) if (node.type === 'heading') top = Math.min(top, node.depth)
  const shift = 2 - top
  if (shift === 0) return
  for (const node of children) {
    if (node.type === 'heading') node.depth = Math.min(6, Math.max(2, node.depth + shift)) as typeof node.depth
  }
}

export function parseChapterMarkdown(markdown: string, title: string): Root {
  const tree = parseMarkdownTree(markdown)
  const children = withoutTitleHeading(tree.children, title)
  shiftHeadings(children)
  return { type: 'root', children }
}

/** The subtitle on one line, cleaned like every other text; none when it is empty. */
const subtitleOf = (document: ExportDocument) =>
  exportText(document.subtitle ?? '')
    .replace(/\s+/g, ' ')
    .trim() || undefined

/**
 * Parses every chapter, checks the trees against the export limits (export-limits.ts) and the
 * images against theirs (images/image-attach.ts): `images` holds the bytes the server fetched or
 * read for the document's asset: and remote images.
 */
export function buildExportModel(document: ExportDocument, images: ExportImageInput = NO_IMAGE_INPUT): ExportModel {
  const title = exportText(document.title).trim() || 'Untitled'
  const photo = authorPhotoTree(document)
  const counts = { listItems: 0, blocks: 0 }
  const chapters = document.chapters.map((chapter, index) => {
    const chapterTitle = exportText(chapter.title).trim() || `Chapter ${index + 1}`
    const tree = parseChapterMarkdown(exportText(chapter.content), chapterTitle)
    checkExportTree(tree, index, chapterTitle, counts)
    const page =
      isPrintable(document.productType) && chapter.pageTemplate
        ? { template: chapter.pageTemplate, options: chapter.pageOptions ?? {} }
        : null
    return { title: chapterTitle, tree, matter: chapter.matter ?? 'body', ...(page ? { page } : {}) }
  })
  return {
    title,
    ...(subtitleOf(document) ? { subtitle: subtitleOf(document) } : {}),
    description: exportText(document.description).trim(),
    productType: document.productType,
    publishing: resolvePublishing(document),
    ...(document.projectId ? { projectId: document.projectId } : {}),
    ...(document.paper ? { paper: document.paper } : {}),
    cover: document.cover ?? defaultCoverDesign(document.productType, document.theme),
    ...coverImage(document.cover, images),
    chapters,
    ...(photo ? { authorPhoto: photo } : {}),
    images: attachImages([...chapters.map((chapter) => chapter.tree), ...(photo ? [photo] : [])], images),
  }
}

/** The photo as a paragraph holding one image, alt text naming the author. */
function authorPhotoTree(document: ExportDocument): Root | null {
  const url = document.authorPhoto?.trim()
  if (!url || !document.aboutAuthor?.trim()) return null
  const author = exportText(document.author ?? '').trim()
  const alt = author ? `Photo of ${author}` : 'Photo of the author'
  return { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'image', url, alt }] }] }
}

function coverImage(design: CoverDesign | undefined, images: ExportImageInput): { coverImage?: Uint8Array } {
  if (!design || design.image.source === 'art') return {}
  const bytes = images.files[coverImageKey(design.image.imageId)]
  return bytes ? { coverImage: bytes } : {}
}
