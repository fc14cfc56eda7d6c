import { type CoverDesign, type CoverFont, type CoverLayout, defaultCoverDesign } from '@core/cover-design.ts'
import { primaryLanguage } from '@core/book-labels.ts'
import type { ExportModel } from '../export-model.ts'
import { FALLBACK_FAMILIES } from '../fonts/pdf-fonts.ts'
import { exportTheme, themeAccent } from '../themes.ts'
import { resolveArt, iconSvg } from './cover-art.ts'
import { type CoverPalette, coverPalette } from './cover-palette.ts'

/** What cover-layouts.typ reads as `doc.cover` (decision 84): the design resolved to fonts, colours and art. */
export interface TypstCover {
  layout: CoverLayout
  /** The title's face (then the other scripts' fallbacks), weight, tracking in em, leading in em, and capitals. */
  title: { font: string[]; weight: number; tracking: number; leading: number; upper: boolean }
  /** The subtitle's and author's faces: the theme's body face, and a sans for the modern layouts. */
  body: string[]
  sans: string[]
  palette: CoverPalette
  art: string
  /** The subject's icon as SVG in currentColor (cover-art.ts). */
  icon: string
  /** The cover image's path among the compile's files, or none: then the layout draws the art. */
  image: string | null
  /** A short true fact about the product, or none (cover-badge below). */
  badge: string | null
  /** Tests only: lay the type out but draw none of it, to measure what is behind it. */
  probe?: boolean
}

interface Face {
  family: string
  weight: number
  tracking?: number
  leading?: number
}

/** The display faces of COVER_FONTS as pdf-fonts.ts loads them: one weight each. */
const FACES: Record<Exclude<CoverFont, 'theme'>, Face> = {
  'playfair-display': { family: 'Playfair Display', weight: 700, leading: 0.32 },
  'dm-serif-display': { family: 'DM Serif Display', weight: 400, leading: 0.3 },
  'abril-fatface': { family: 'Abril Fatface', weight: 400, leading: 0.3 },
  oswald: { family: 'Oswald', weight: 600, leading: 0.25, tracking: 0.01 },
  'bebas-neue': { family: 'Bebas Neue', weight: 400, leading: 0.18, tracking: 0.02 },
  montserrat: { family: 'Montserrat', weight: 700, leading: 0.28, tracking: -0.01 },
  caveat: { family: 'Caveat', weight: 700, leading: 0.2 },
}

/** 'Theme's font' on the two layouts defined by their letters means the layout's own face. */
const LAYOUT_FACE: Partial<Record<CoverLayout, Exclude<CoverFont, 'theme'>>> = { bold: 'montserrat', handwritten: 'caveat' }

const withFallbacks = (family: string) => [family, ...FALLBACK_FAMILIES.filter((f) => f !== family)]

/** The design the model carries, or the product type's default (the designer's first look). */
export function modelDesign(model: ExportModel): CoverDesign {
  return model.cover ?? defaultCoverDesign(model.productType, model.publishing.theme)
}

/**
 * The book's subtitle: i27-subtitle adds it to the model; read without naming its type here so
 * either lands first.
 */
export const modelSubtitle = (model: ExportModel): string => {
  const subtitle = (model as { subtitle?: unknown }).subtitle
  return typeof subtitle === 'string' ? subtitle.trim() : ''
}

const BADGES: Record<string, { undated: string; printable: string }> = {
  en: { undated: 'Undated', printable: 'Printable' },
  es: { undated: 'Sin fechas', printable: 'Imprimible' },
  fr: { undated: 'Non daté', printable: 'À imprimer' },
  de: { undated: 'Undatiert', printable: 'Zum Ausdrucken' },
  pt: { undated: 'Sem datas', printable: 'Para imprimir' },
  it: { undated: 'Senza date', printable: 'Da stampare' },
}

const YEAR = /\b(19|20)\d{2}\b/

/**
 * The cover's one badge (issue 27, item 6; decision 84): only what is true of every copy. A
 * dated planner names its year (or years); one that names no year anywhere is undated, so usable any year; a checklist is made to be
 * printed and ticked. Books get none, and nothing names the product type any more.
 */
export function coverBadge(model: ExportModel): string | null {
  const words = BADGES[primaryLanguage(model.publishing.language)] ?? BADGES.en!
  if (model.productType === 'planner') {
    // A dated planner (issue 28) says which year it covers, or which two when it starts mid-year.
    const { year, startMonth, months } = model.publishing.planner
    if (year !== null) {
      const end = year + Math.floor((startMonth - 1 + months - 1) / 12)
      return end === year ? String(year) : `${year}–${end}`
    }
    const texts = [model.title, modelSubtitle(model), ...model.chapters.map((c) => c.title)]
    return texts.some((t) => YEAR.test(t)) ? null : words.undated
  }
  if (model.productType === 'checklist') return words.printable
  return null
}

/** The cover's resolved design. `image` is the cover image in the compile's files, with its leading colour. */
export function coverSpec(model: ExportModel, image?: { path: string; color: string }): TypstCover {
  const design = modelDesign(model)
  const theme = exportTheme(model.publishing.theme)
  const font = design.font === 'theme' ? LAYOUT_FACE[design.layout] : design.font
  const face: Face = font ? FACES[font] : { family: theme.heading.family, weight: 700, leading: 0.3 }
  const subject = [model.title, modelSubtitle(model), model.chapters.map((c) => c.title).join(' '), model.description]
  const { art, icon } = resolveArt(design.image.source === 'art' ? design.image.art : 'auto', subject)
  return {
    layout: design.layout,
    title: {
      font: withFallbacks(face.family),
      weight: face.weight,
      tracking: face.tracking ?? 0,
      leading: face.leading ?? 0.3,
      upper: design.layout === 'bold' && face.family !== 'Caveat',
    },
    body: withFallbacks(theme.body.family),
    sans: withFallbacks('Montserrat'),
    palette: coverPalette(design, themeAccent(model.publishing.theme, model.productType), image?.color),
    art,
    icon: iconSvg(icon),
    image: image?.path ?? null,
    badge: coverBadge(model),
  }
}
