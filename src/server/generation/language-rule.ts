/**
 * The rule a prompt states when the book's language is known (issue 14: the outline returns it as
 * a BCP 47 tag). Naming the language in English ("Spanish (es)") reads unambiguously to a model,
 * where a bare tag such as "pt-BR" is easy to overlook.
 */
const names = new Intl.DisplayNames(['en'], { type: 'language' })

/** 'Spanish' for 'es', 'Brazilian Portuguese' for 'pt-BR'; undefined for a tag Intl cannot name. */
export function languageName(tag: string): string | undefined {
  try {
    const name = names.of(tag)
    return name && name.toLowerCase() !== tag.toLowerCase() ? name : undefined
  } catch {
    // A syntactically odd tag (the schema's regex is looser than Intl's parser) has no name.
    return undefined
  }
}

/** 'Write in Spanish (es), …' — the book's language, headings included, whatever the input looks like. */
export function bookLanguageRule(tag: string): string {
  const name = languageName(tag)
  const which = name ? `${name} (${tag})` : `the language with the BCP 47 tag "${tag}"`
  return (
    `Write in ${which}, the language of the whole book: everything you write, headings included, is in it, ` +
    'even where the current text or a title is in another language. These instructions being in English does not change that.'
  )
}
