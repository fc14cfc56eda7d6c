import type { ProductType } from '@core/generation.ts'
import type { Theme } from '@core/publishing.ts'

/**
 * The typographic themes (issue 16) in one table that every format reads: PDF, DOCX and EPUB.
 * A face is named three ways because each format finds its fonts differently: `family` is the
 * font the PDF embeds (its files are mapped by the PDF renderer), `word` is a face Word ships
 * and LibreOffice substitutes metrically, `css` a stack for e-readers, behind `family` when the
 * EPUB embeds it (epub/epub-fonts.ts).
 */
export interface ThemeFace {
  family: string
  word: string
  css: string
}

/** How a chapter opens: a rule under a left-aligned title, a centred title under an ornament, or a bold bar of accent colour. */
export type ChapterOpening = 'rule' | 'ornament' | 'bar'

export interface ExportTheme {
  body: ThemeFace
  heading: ThemeFace
  /** Body text size in points (DOCX; the PDF and EPUB scale from it). */
  bodySize: number
  /** Chapter title size in points. */
  chapterSize: number
  /** Headings in upper case letter-spaced small caps ('Chapter 1' labels) or as written. */
  labelCaps: boolean
  opening: ChapterOpening
  /** Printed above a chapter title ('ornament' opening) and as a section break; '' for none. */
  ornament: string
  /** #rrggbb; the colour of headings, rules and tick boxes. A theme may set one per product type. */
  accent: string | Record<ProductType, string>
}

/** Code keeps one face in every theme. */
export const MONO_FACE: ThemeFace = {
  family: 'DejaVu Sans Mono',
  word: 'Consolas',
  css: '"DejaVu Sans Mono", "Liberation Mono", Consolas, monospace',
}

const PLEX: ThemeFace = { family: 'IBM Plex Sans', word: 'Calibri', css: '"IBM Plex Sans", Calibri, Carlito, Arial, sans-serif' }
const GARAMOND: ThemeFace = { family: 'EB Garamond', word: 'Garamond', css: '"EB Garamond", Garamond, "Palatino Linotype", serif' }

export const EXPORT_THEMES: Record<Theme, ExportTheme> = {
  // Today's look: Libertinus in the PDF and the EPUB (headings too), Georgia and Arial in Word.
  classic: {
    body: { family: 'Libertinus Serif', word: 'Georgia', css: 'Georgia, "Libertinus Serif", "DejaVu Serif", serif' },
    heading: { family: 'Libertinus Serif', word: 'Arial', css: 'Georgia, "Libertinus Serif", "DejaVu Serif", serif' },
    bodySize: 11,
    chapterSize: 18,
    labelCaps: true,
    opening: 'rule',
    ornament: '',
    accent: { ebook: '#1f3a5f', guide: '#155e63', checklist: '#2f6b4f', planner: '#6b4a8a' },
  },
  modern: {
    body: PLEX,
    heading: PLEX,
    bodySize: 10.5,
    chapterSize: 22,
    labelCaps: true,
    opening: 'bar',
    ornament: '',
    accent: '#0f766e',
  },
  elegant: {
    body: GARAMOND,
    heading: GARAMOND,
    bodySize: 12,
    chapterSize: 20,
    labelCaps: false,
    opening: 'ornament',
    ornament: '❧',
    accent: '#7a2e3a',
  },
  friendly: {
    body: { family: 'Lora', word: 'Cambria', css: 'Lora, Cambria, Caladea, Georgia, serif' },
    heading: { family: 'Nunito', word: 'Trebuchet MS', css: 'Nunito, "Trebuchet MS", "Segoe UI", Verdana, sans-serif' },
    bodySize: 11,
    chapterSize: 22,
    labelCaps: false,
    opening: 'bar',
    ornament: '• • •',
    accent: '#c2410c',
  },
}

export function exportTheme(theme: Theme): ExportTheme {
  return EXPORT_THEMES[theme]
}

/** The theme's accent for a product type, as #rrggbb. */
export function themeAccent(theme: Theme, productType: ProductType): string {
  const accent = EXPORT_THEMES[theme].accent
  return typeof accent === 'string' ? accent : accent[productType]
}
