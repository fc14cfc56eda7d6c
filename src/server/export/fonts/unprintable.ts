import { toString as mdastText } from 'mdast-util-to-string'
import { AppError } from '../../http/app-error.ts'
import { where } from '../export-limits.ts'
import type { ExportModel } from '../export-model.ts'
import { copyrightLines } from '../front-matter.ts'
import { uncoveredCharacters } from './font-coverage.ts'

const MAX_LISTED = 8

const named = (chars: string[]) =>
  chars
    .slice(0, MAX_LISTED)
    .map((char) => `“${char}” (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
    .join(', ') + (chars.length > MAX_LISTED ? ` and ${chars.length - MAX_LISTED} more` : '')

/** Every place (the title page, each chapter) holding characters no font covers, with those characters. */
export function unprintablePlaces(model: ExportModel): { place: string; characters: string[] }[] {
  const front = [model.title, model.subtitle ?? '', model.description, model.publishing.author ?? '', ...copyrightLines(model)].join('\n')
  const places: [string, string][] = [['The title page', front]]
  model.chapters.forEach((chapter, i) => places.push([where(i, chapter.title), `${chapter.title}\n${mdastText(chapter.tree)}`]))
  return places.map(([place, text]) => ({ place, characters: uncoveredCharacters(text) })).filter((p) => p.characters.length > 0)
}

/**
 * Refuses a PDF that would print empty boxes (decision 53): the first place holding characters no
 * font covers, with the characters by name and code point, so the writer can find and replace them.
 */
export function checkPrintable(model: ExportModel): void {
  const first = unprintablePlaces(model)[0]
  if (first)
    throw new AppError(
      'unprintable_characters',
      `${first.place} has characters the PDF cannot print (no font it embeds has them): ${named(first.characters)}. Remove or replace them to export.`,
    )
}
