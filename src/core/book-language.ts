import { guessLanguage } from './language-guess.ts'

/**
 * The language a book's text is in, read the same way by the export (for a document that names
 * none) and by the editor's Export section (to show what the export will use).
 */
interface BookText {
  title: string
  description: string
  chapters: readonly { title: string; content: string }[]
}

/** Scripts the word-based guess names only as a script: the language most books in it are written in. */
const SCRIPT_LANGUAGES: Record<string, string> = { 'Cyrillic-script': 'ru', 'Arabic-script': 'ar', 'Devanagari-script': 'hi' }

/** Enough of the book to tell its language: the title, the description and the start of a few chapters. */
export function bookTextSample(book: BookText): string {
  const starts = book.chapters.slice(0, 3).map((c) => `${c.title}\n${c.content.slice(0, 1500)}`)
  return [book.title, book.description, ...starts].join('\n')
}

/** A BCP 47 tag, or null when the text gives too little to go on. */
export function languageOfText(text: string): string | null {
  const guess = guessLanguage(text)
  if (!guess) return null
  return guess.tag === 'und' ? (SCRIPT_LANGUAGES[guess.name] ?? null) : guess.tag
}

export const languageOfBook = (book: BookText): string | null => languageOfText(bookTextSample(book))
