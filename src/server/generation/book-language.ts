/** The English name of a BCP 47 tag ("es-MX" → "Spanish (Mexico)"); the tag itself when Intl cannot name it. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(tag)
    return name && name !== tag ? name : tag
  } catch {
    return tag
  }
}

/**
 * The book's language said plainly, "Write in Spanish (es)": a model follows a named language
 * more reliably than "the language of the topic", which a short or mixed topic leaves open.
 */
export function languageRule(tag: string): string {
  const name = languageName(tag)
  const label = name === tag ? tag : `${name} (${tag})`
  return `Write in ${label}: everything you write, headings included, is in ${name}. These instructions being in English does not change that.`
}
