import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Theme } from '@core/publishing.ts'
import { fontCodeRanges } from '../fonts/font-cmap.ts'
import { Coverage } from '../fonts/font-coverage.ts'
import { exportTheme } from '../themes.ts'

/**
 * The theme's own faces inside the EPUB (issue 29), so Classic reads in Libertinus Serif rather
 * than the reader's Helvetica. Every face is under the SIL Open Font License, which allows
 * embedding a subset in a document (decision 100); the files come from the same npm packages as
 * the PDF's (fonts/pdf-fonts.ts). Only what the stylesheet sets is embedded — the body face's
 * regular, italic and bold, and the heading face's bold — and each only with the characters the
 * book prints, so a whole book's fonts weigh tens of kilobytes, not megabytes.
 */
export interface EmbeddedFont {
  /** CSS family name, as the stylesheet's @font-face and font-family name it. */
  family: string
  weight: 400 | 700
  style: 'normal' | 'italic'
  /** Under OEBPS/: 'fonts/lora-400-italic.ttf'. */
  href: string
  bytes: Uint8Array
}

/** A face's npm package (under @expo-google-fonts/) and its files' prefix. */
interface FontSource {
  name: string
  prefix: string
}

const SOURCES: Record<string, FontSource> = {
  'Libertinus Serif': { name: 'libertinus-serif', prefix: 'LibertinusSerif' },
  'IBM Plex Sans': { name: 'ibm-plex-sans', prefix: 'IBMPlexSans' },
  'EB Garamond': { name: 'eb-garamond', prefix: 'EBGaramond' },
  Lora: { name: 'lora', prefix: 'Lora' },
  Nunito: { name: 'nunito', prefix: 'Nunito' },
}

const STYLE_FILES = { '400-normal': '400Regular', '400-italic': '400Regular_Italic', '700-normal': '700Bold' } as const

/** Name IDs a subset keeps beyond the names: the copyright (0), the licence and its URL (13, 14). */
const KEPT_NAME_IDS = [0, 13, 14]

/**
 * Below this share of the book's letters in the body face, nothing is embedded: an Arabic or
 * Japanese book would otherwise print its digits and Latin words in the theme's face and the rest
 * in the reader's, and the reader's own fonts set the whole book more evenly. A Greek word in an
 * English book falls back to the reader's font for its letters alone.
 */
export const MIN_LETTER_COVERAGE = 0.9

/**
 * The OpenType features a subset keeps: kerning, ligatures, contextual forms, marks and localized
 * forms, which running text needs. Stylistic sets, small caps and old-style figures are dropped:
 * the stylesheet asks for none of them, and EB Garamond's alone multiply its subset by five.
 */
const KEPT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'init', 'medi', 'fina', 'isol']

const files = new Map<string, Buffer>()

function fontFile(family: string, weight: 400 | 700, style: 'normal' | 'italic'): Buffer {
  const source = SOURCES[family]
  if (!source) throw new Error(`No font file for ${family}`)
  const file = STYLE_FILES[`${weight}-${style}` as keyof typeof STYLE_FILES]
  if (!file) throw new Error(`No ${weight} ${style} file for ${family}`)
  const path = `@expo-google-fonts/${source.name}/${file}/${source.prefix}_${file}.ttf`
  let bytes = files.get(path)
  if (!bytes) {
    bytes = readFileSync(createRequire(import.meta.url).resolve(path))
    files.set(path, bytes)
  }
  return bytes
}

/** The (family, weight, style) triples the stylesheet sets for a theme, each once. */
export function themeFaces(theme: Theme): { family: string; weight: 400 | 700; style: 'normal' | 'italic' }[] {
  const { body, heading } = exportTheme(theme)
  const faces = [
    { family: body.family, weight: 400 as const, style: 'normal' as const },
    { family: body.family, weight: 400 as const, style: 'italic' as const },
    { family: body.family, weight: 700 as const, style: 'normal' as const },
    { family: heading.family, weight: 700 as const, style: 'normal' as const },
  ]
  return faces.filter(
    (face, i) => faces.findIndex((f) => f.family === face.family && f.weight === face.weight && f.style === face.style) === i,
  )
}

/** The share of the letters in `text` the face has glyphs for (1 when there are none). */
export function letterCoverage(text: string, font: Uint8Array): number {
  const coverage = new Coverage().add(fontCodeRanges(font))
  let letters = 0
  let covered = 0
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue
    letters += 1
    if (coverage.has(char.codePointAt(0)!)) covered += 1
  }
  return letters === 0 ? 1 : covered / letters
}

const slug = (family: string) => family.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * The theme's faces cut down to `text` (every character the book prints, in both cases, since
 * labels are set in capitals), or none when the body face lacks the book's script.
 */
export async function embeddedFonts(theme: Theme, text: string): Promise<EmbeddedFont[]> {
  // Loaded on the first EPUB, not with the worker: HarfBuzz's WebAssembly holds ≈ 13 MB once loaded and
  // ≈ 60 MB after a subset, which a worker that only makes PDFs should not carry (decision 26's budget).
  const { default: subsetFont } = await import('subset-font')
  const faces = themeFaces(theme)
  const characters = [...new Set(`${text}${text.toUpperCase()}`)].join('')
  if (letterCoverage(text, fontFile(faces[0]!.family, 400, 'normal')) < MIN_LETTER_COVERAGE) return []
  return Promise.all(
    faces.map(async ({ family, weight, style }) => ({
      family,
      weight,
      style,
      href: `fonts/${slug(family)}-${weight}-${style}.ttf`,
      bytes: new Uint8Array(
        await subsetFont(fontFile(family, weight, style), characters, {
          targetFormat: 'sfnt',
          preserveNameIds: KEPT_NAME_IDS,
          keepFeatures: KEPT_FEATURES,
        }),
      ),
    })),
  )
}
