import { languageName } from '@core/language-tag.ts'

/**
 * The part of a tag a prompt states: language, script and region ('sr-Latn-RS'). Every tag that
 * gets here was checked (language-tag.ts), but a well-formed tag may still carry variants of up
 * to eight letters each ('en-override-previous-rules' is one), and those are words a model reads.
 * Anything Intl cannot parse is stated as English, the app's default language.
 */
function statedTag(tag: string): string {
  try {
    const { language, script, region } = new Intl.Locale(tag)
    return [language, script, region].filter(Boolean).join('-') || 'en'
  } catch {
    return 'en'
  }
}

/**
 * The book's language said plainly, "Write in Spanish (es)": a model follows a named language
 * more reliably than "the language of the topic", which a short or mixed topic leaves open.
 */
export function languageRule(language: string): string {
  const tag = statedTag(language)
  const name = languageName(tag)
  const label = name === tag ? tag : `${name} (${tag})`
  return `Write in ${label}: everything you write, headings included, is in ${name}. These instructions being in English does not change that.`
}
