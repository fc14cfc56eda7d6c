import { toString as mdastText } from 'mdast-util-to-string'
import { AppError } from '../../http/app-error.ts'
import { where } from '../export-limits.ts'
import type { ExportModel } from '../export-model.ts'
import { type BackPage, backMatter, copyrightLines } from '../front-matter.ts'
import { uncoveredCharacters } from './font-coverage.ts'
import { notdefCharacters } from './notdef-glyphs.ts'

const MAX_LISTED = 8

/** The characters by name and code point: '“안” (U+C548), “녕” (U+B155)'. */
export const namedCharacters = (chars: string[]) =>
  chars
    .slice(0, MAX_LISTED)
    .map((char) => `“${char}” (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
    .join(', ') + (chars.length > MAX_LISTED ? ` and ${chars.length - MAX_LISTED} more` : '')

/** Every word a closing page prints (front-matter.ts backMatter): its heading, paragraphs, address and titles. */
function backPageText(page: BackPage): string {
  if (page.kind === 'also-by') return [page.heading, ...page.titles].join('\n')
  return [page.heading, ...page.paragraphs, page.kind === 'call-to-action' ? (page.url ?? '') : ''].join('\n')
}

/**
 * The places a writer can look in, with their text: the title page (with the half-title, the
 * imprint and the copyright page, issue 29), each chapter, and each closing page under its heading.
 */
function placeTexts(model: ExportModel): [string, string][] {
  const { author, imprint } = model.publishing
  const front = [model.title, model.subtitle ?? '', model.description, author ?? '', imprint ?? '', ...copyrightLines(model)].join('\n')
  const places: [string, string][] = [['The title page', front]]
  model.chapters.forEach((chapter, i) => places.push([where(i, chapter.title), `${chapter.title}\n${mdastText(chapter.tree)}`]))
  for (const page of backMatter(model)) places.push([`The “${page.heading}” page`, backPageText(page)])
  return places
}

export interface UnprintablePlace {
  place: string
  characters: string[]
}

/** Every place (the title page, each chapter, each closing page) holding characters no font covers, with those characters. */
export function unprintablePlaces(model: ExportModel): UnprintablePlace[] {
  return placeTexts(model)
    .map(([place, text]) => ({ place, characters: uncoveredCharacters(text) }))
    .filter((p) => p.characters.length > 0)
}

/**
 * Where the characters a compiled PDF printed as the missing glyph are (notdef-glyphs.ts): each
 * place holding some of them; characters found in no place (the page design's own) are listed
 * under 'The page design'.
 */
export function placesOf(model: ExportModel, characters: string[]): UnprintablePlace[] {
  if (characters.length === 0) return []
  const found = new Set<string>()
  const places = placeTexts(model)
    .map(([place, text]) => ({ place, characters: characters.filter((char) => text.includes(char)) }))
    .filter((p) => p.characters.length > 0)
  for (const p of places) for (const char of p.characters) found.add(char)
  const elsewhere = characters.filter((char) => !found.has(char))
  return elsewhere.length > 0 ? [...places, { place: 'The page design', characters: elsewhere }] : places
}

/** Two lists of places in one, each place once with its characters once (the title page first, then the chapters in order). */
export function mergePlaces(a: UnprintablePlace[], b: UnprintablePlace[]): UnprintablePlace[] {
  const merged = new Map<string, Set<string>>()
  for (const { place, characters } of [...a, ...b]) {
    const chars = merged.get(place) ?? new Set<string>()
    for (const char of characters) chars.add(char)
    merged.set(place, chars)
  }
  return [...merged].map(([place, chars]) => ({ place, characters: [...chars] }))
}

const refusal = ({ place, characters }: UnprintablePlace) =>
  new AppError(
    'unprintable_characters',
    `${place} has characters the PDF cannot print (no font it embeds has them): ${namedCharacters(characters)}. Remove or replace them to export.`,
  )

/**
 * Refuses a PDF that would print empty boxes (decision 53): the first place holding characters no
 * font covers, with the characters by name and code point, so the writer can find and replace them.
 */
export function checkPrintable(model: ExportModel): void {
  const first = unprintablePlaces(model)[0]
  if (first) throw refusal(first)
}

/**
 * The same refusal after the compile, from what the PDF drew (decision 93): a character some font
 * has but the fonts Typst chose for it lack (its fallback can miss a font that has it) printed as
 * the missing glyph. Read from the fonts' /ToUnicode maps, a few milliseconds.
 */
export function checkPrinted(model: ExportModel, pdf: Uint8Array, named: readonly string[] = []): void {
  const first = placesOf(model, [...new Set([...notdefCharacters(pdf), ...named])])[0]
  if (first) throw refusal(first)
}
