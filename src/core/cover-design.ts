import type { ProductType } from './generation.ts'
import type { Theme } from './publishing.ts'

/**
 * The cover designer (issue 27): what a creator chooses for the front cover, saved with the
 * project in its publishing settings and read by every export that draws the cover (the PDF's
 * first page, the wrap's front panel, the store and listing images). Kept free of zod, like
 * publishing.ts, so the designer lists its choices without a validator.
 */

/** Layouts that differ in structure, not only in colour. */
export const COVER_LAYOUTS = ['band', 'framed', 'motif', 'split', 'classic', 'bold', 'handwritten', 'minimal'] as const
export type CoverLayout = (typeof COVER_LAYOUTS)[number]

export const COVER_LAYOUT_LABELS: Record<CoverLayout, string> = {
  band: 'Full image, title band',
  framed: 'Framed image',
  motif: 'Large motif',
  split: 'Split',
  classic: 'Centred classic',
  bold: 'Bold modern',
  handwritten: 'Handwritten',
  minimal: 'Minimal',
}

/** The theme's own heading face, or a display face shipped from npm (never fetched at run time). */
export const COVER_FONTS = [
  'theme',
  'playfair-display',
  'dm-serif-display',
  'abril-fatface',
  'oswald',
  'bebas-neue',
  'montserrat',
  'caveat',
] as const
export type CoverFont = (typeof COVER_FONTS)[number]

export const COVER_FONT_LABELS: Record<CoverFont, string> = {
  theme: "Theme's font",
  'playfair-display': 'Playfair Display',
  'dm-serif-display': 'DM Serif Display',
  'abril-fatface': 'Abril Fatface',
  oswald: 'Oswald',
  'bebas-neue': 'Bebas Neue',
  montserrat: 'Montserrat',
  caveat: 'Caveat (handwritten)',
}

/**
 * Where the colours come from: the theme's palette, one taken from the cover image, or one colour
 * the creator picks (the rest of the palette is derived from it). Text is always checked against
 * what is behind it (4.5:1).
 */
export const COVER_PALETTES = ['theme', 'image', 'custom'] as const
export type CoverPalette = (typeof COVER_PALETTES)[number]

export const COVER_PALETTE_LABELS: Record<CoverPalette, string> = {
  theme: "Theme's colours",
  image: 'From the image',
  custom: 'Pick a colour',
}

/**
 * Built-in art, drawn rather than fetched: procedural patterns in the palette, or an icon from an
 * openly licensed set chosen from the book's subject. 'auto' picks one from the title and plans.
 */
export const COVER_ART = ['auto', 'rings', 'waves', 'grid', 'dots', 'leaves', 'sunburst', 'icon'] as const
export type CoverArt = (typeof COVER_ART)[number]

export const COVER_ART_LABELS: Record<CoverArt, string> = {
  auto: 'Chosen for the subject',
  rings: 'Rings',
  waves: 'Waves',
  grid: 'Grid',
  dots: 'Dots',
  leaves: 'Leaves',
  sunburst: 'Sunburst',
  icon: 'Subject icon',
}

/** The cover's imagery: built-in art, an image the creator uploaded, or one an image model made; both stored as project images. */
export const COVER_IMAGE_SOURCES = ['art', 'upload', 'ai'] as const
export type CoverImageSource = (typeof COVER_IMAGE_SOURCES)[number]

export type CoverImage = { source: 'art'; art: CoverArt } | { source: 'upload' | 'ai'; imageId: string }

export interface CoverDesign {
  layout: CoverLayout
  font: CoverFont
  palette: CoverPalette
  /** '#rrggbb', read when `palette` is 'custom'. */
  color?: string
  image: CoverImage
}

const DEFAULT_LAYOUT: Record<ProductType, CoverLayout> = {
  ebook: 'motif',
  guide: 'bold',
  checklist: 'minimal',
  planner: 'handwritten',
}

/** The design of a project that has not chosen one: what the designer opens on and what exports draw. */
export function defaultCoverDesign(productType: ProductType, _theme?: Theme): CoverDesign {
  return { layout: DEFAULT_LAYOUT[productType], font: 'theme', palette: 'theme', image: { source: 'art', art: 'auto' } }
}

export const COVER_DESIGN_LIMITS = { subtitle: 160, authorBio: 600 } as const
