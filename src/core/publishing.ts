/**
 * Publishing settings shared by the editor's Export section and every export format (issue 16).
 * Kept free of zod, like generation.ts, so the editor can list trim sizes and themes without a
 * validator.
 */
export const TRIM_SIZES = ['letter', 'a4', 'a5', '6x9', '5.5x8.5'] as const
export type TrimSize = (typeof TRIM_SIZES)[number]

interface TrimSizeInfo {
  label: string
  /** Page size in millimetres, portrait. */
  widthMm: number
  heightMm: number
}

export const TRIM_SIZE_INFO: Record<TrimSize, TrimSizeInfo> = {
  letter: { label: 'US Letter (8.5 × 11 in)', widthMm: 215.9, heightMm: 279.4 },
  a4: { label: 'A4 (210 × 297 mm)', widthMm: 210, heightMm: 297 },
  a5: { label: 'A5 (148 × 210 mm)', widthMm: 148, heightMm: 210 },
  '6x9': { label: 'Trade paperback (6 × 9 in)', widthMm: 152.4, heightMm: 228.6 },
  '5.5x8.5': { label: 'Digest (5.5 × 8.5 in)', widthMm: 139.7, heightMm: 215.9 },
}

/** Typographic themes: one font pairing, sizes, ornaments and accent per theme, shared by PDF, DOCX and EPUB. */
export const THEMES = ['classic', 'modern', 'elegant', 'friendly'] as const
export type Theme = (typeof THEMES)[number]

export const THEME_LABELS: Record<Theme, string> = {
  classic: 'Classic',
  modern: 'Modern',
  elegant: 'Elegant',
  friendly: 'Friendly',
}

export const PUBLISHING_DEFAULTS = { trimSize: 'letter', print: false, theme: 'classic' } as const satisfies {
  trimSize: TrimSize
  print: boolean
  theme: Theme
}

export const PUBLISHING_LIMITS = { author: 120, copyright: 200, aiDisclosure: 300, minYear: 1900, maxYear: 2100 } as const

/** A disclosure line the creator can start from; marketplaces such as KDP ask whether AI wrote the text. */
export const AI_DISCLOSURE_SUGGESTION = 'Parts of this book were drafted with the help of AI and reviewed by the author.'

/** The paperback's paper as the publishing form names it (issue 27); the values are `PAPERS` (export.ts). */
export const PAPER_LABELS = { white: 'White', cream: 'Cream', color: 'Colour' } as const
