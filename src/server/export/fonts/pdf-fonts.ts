import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The font files the PDF embeds beside Typst's own (Libertinus Serif, New Computer Modern, DejaVu
 * Sans Mono): the themes' faces and the fallbacks for other scripts, from npm packages that ship
 * TTF, so nothing is fetched at run time (decision 53). Only the weights the template sets are
 * loaded: regular, italic, semibold (headings, labels) and bold, with their italics.
 */
const STYLES = ['400Regular', '400Regular_Italic', '600SemiBold', '600SemiBold_Italic', '700Bold', '700Bold_Italic']

interface FontPackage {
  /** The package under @expo-google-fonts/ and the files' name prefix. */
  name: string
  prefix: string
  styles: string[]
}

const PACKAGES: FontPackage[] = [
  { name: 'ibm-plex-sans', prefix: 'IBMPlexSans', styles: STYLES },
  { name: 'eb-garamond', prefix: 'EBGaramond', styles: STYLES },
  { name: 'lora', prefix: 'Lora', styles: STYLES },
  { name: 'nunito', prefix: 'Nunito', styles: STYLES },
  // Other scripts: upright only (Arabic has no italics; bold is kept for headings). Libertinus has Hebrew.
  { name: 'noto-naskh-arabic', prefix: 'NotoNaskhArabic', styles: ['400Regular', '700Bold'] },
  { name: 'noto-emoji', prefix: 'NotoEmoji', styles: ['400Regular'] },
  // Tick boxes and marks (☐ ☑ ☒ ✓ ✔ ✗ ✘) and the other symbol blocks (decision 93): no theme face has
  // the boxes, and Typst's own fallback did not find them (☐ printed as the missing glyph). 1.2 MB,
  // one weight; the PDF embeds only the glyphs used.
  { name: 'noto-sans-symbols-2', prefix: 'NotoSansSymbols2', styles: ['400Regular'] },
  // 5.5 MB a weight: one weight, bold Japanese prints in it too.
  { name: 'noto-sans-jp', prefix: 'NotoSansJP', styles: ['400Regular'] },
  // The cover designer's display faces (COVER_FONTS, decision 84): only the weight each title is
  // set in (cover-spec.ts); Montserrat's medium is the modern layouts' subtitle and author.
  { name: 'playfair-display', prefix: 'PlayfairDisplay', styles: ['700Bold'] },
  { name: 'dm-serif-display', prefix: 'DMSerifDisplay', styles: ['400Regular'] },
  { name: 'abril-fatface', prefix: 'AbrilFatface', styles: ['400Regular'] },
  { name: 'oswald', prefix: 'Oswald', styles: ['600SemiBold'] },
  { name: 'bebas-neue', prefix: 'BebasNeue', styles: ['400Regular'] },
  { name: 'montserrat', prefix: 'Montserrat', styles: ['500Medium', '700Bold'] },
  { name: 'caveat', prefix: 'Caveat', styles: ['700Bold'] },
]

/**
 * Fallbacks after a theme's own face, in this order: each covers what the ones before lack. The
 * symbols come before the emoji so ☑ and ✔ are drawn as text, like ☐ beside them, not as emoji.
 */
export const FALLBACK_FAMILIES = ['Libertinus Serif', 'Noto Sans Symbols 2', 'Noto Naskh Arabic', 'Noto Emoji', 'Noto Sans JP']

/** Paths of the files, resolved from node_modules (the build leaves them there, decision 53). */
export function pdfFontPaths(): string[] {
  const resolve = createRequire(import.meta.url).resolve
  return PACKAGES.flatMap(({ name, prefix, styles }) =>
    styles.map((style) => resolve(`@expo-google-fonts/${name}/${style}/${prefix}_${style}.ttf`)),
  )
}

let loaded: Buffer[] | undefined

/** The files' bytes, read once a process: what the compiler is given and the coverage is read from. */
export function loadPdfFonts(): Buffer[] {
  loaded ??= pdfFontPaths().map((path) => readFileSync(path))
  return loaded
}
