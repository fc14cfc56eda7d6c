/**
 * The live page preview (issue 27, item 5; decision 87): `POST /api/export/pages?part=front` or
 * `?part=chapter&chapter=<index>` with the export document as the body renders only that part of
 * the interior, through the PDF's own Typst template, and answers with its pages as SVG images.
 * Kept free of zod so the editor can use the types without loading a validator.
 */
export const PAGE_PARTS = ['front', 'chapter'] as const
export type PagePartKind = (typeof PAGE_PARTS)[number]

/** The front matter (cover in a digital PDF, title, copyright and contents pages), or one chapter by its index. */
export type PagePart = { kind: 'front' } | { kind: 'chapter'; index: number }

/** What the preview answers: every page of the part, in order, and their size in points (1/72 in). */
export interface PagePreview {
  part: PagePart
  /** One SVG document per page: glyphs drawn as paths, no text layer, no links, no script. */
  pages: string[]
  pageCount: number
  pageSize: { width: number; height: number }
  /**
   * The book's page number printed on the part's first page, or null where the book prints none
   * (the front matter). A chapter's pages are numbered from 1 here: the book's own numbers depend
   * on every page before the chapter, which only the full export lays out (decision 87).
   */
  firstNumber: number | null
}

/** The request's query for a part (POST /api/export/pages). */
export function pagePreviewQuery(part: PagePart): Record<string, string> {
  return part.kind === 'front' ? { part: 'front' } : { part: 'chapter', chapter: String(part.index) }
}
