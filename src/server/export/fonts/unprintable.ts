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

/**
 * Refuses a PDF that would print empty boxes (decision 53): the first place holding characters no
 * font covers, with the characters by name and code point, so the writer can find and replace them.
 */
export function checkPrintable(model: ExportModel): void {
  const front = [model.title, model.description, model.publishing.author ?? '', ...copyrightLines(model)].join('\n')
  const places: [string, string][] = [['The title page', front]]
  model.chapters.forEach((chapter, i) => places.push([where(i, chapter.title), `${chapter.title}\n${mdastText(chapter.tree)}`]))
  for (const [place, text] of places) {
    const missing = uncoveredCharacters(text)
    if (missing.length > 0)
      throw new AppError(
        'unprintable_characters',
        `${place} has characters the PDF cannot print (no font it embeds has them): ${named(missing)}. Remove or replace them to export.`,
      )
  }
}
