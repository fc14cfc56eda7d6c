/**
 * Typographic quotes by language (decision 56): the marks a straight " or ' becomes in the book's
 * language. Writers type straight quotes; a published book prints the curly ones its readers expect.
 * The PDF gives the same table to Typst's smartquote, so every format prints the same marks.
 */
export interface QuoteMarks {
  /** Opening and closing marks of a quotation ("…"), and of one inside it ('…'). */
  double: readonly [string, string]
  single: readonly [string, string]
}

const NNBSP = '\u202F'
const ENGLISH: QuoteMarks = { double: ['“', '”'], single: ['‘', '’'] }
const GERMAN: QuoteMarks = { double: ['„', '“'], single: ['‚', '‘'] }
const GUILLEMETS: QuoteMarks = { double: ['«', '»'], single: ['“', '”'] }

/** By language subtag, then by language-region where a region differs (Swiss German, European Portuguese). */
const MARKS: Record<string, QuoteMarks> = {
  en: ENGLISH,
  de: GERMAN,
  'de-CH': { double: ['«', '»'], single: ['‹', '›'] },
  // French: guillemets set off by a narrow no-break space (Imprimerie nationale); “ ” inside them.
  fr: { double: [`«${NNBSP}`, `${NNBSP}»`], single: ['“', '”'] },
  // Switzerland sets French guillemets without the spaces.
  'fr-CH': GUILLEMETS,
  // The RAE's order: « », then “ ”.
  es: GUILLEMETS,
  it: GUILLEMETS,
  // Brazil (most Portuguese readers) quotes as English does; Portugal uses guillemets.
  pt: ENGLISH,
  'pt-PT': GUILLEMETS,
  ru: { double: ['«', '»'], single: ['„', '“'] },
  pl: { double: ['„', '”'], single: ['«', '»'] },
  nl: ENGLISH,
}

/** The marks for a BCP 47 tag: its language and region, else its language, else English's. */
export function quoteMarks(tag: string): QuoteMarks {
  const [language = '', ...rest] = tag.split('-')
  const region = rest.find((part) => /^[a-z]{2}$/i.test(part))
  const lang = language.toLowerCase()
  return (region && MARKS[`${lang}-${region.toUpperCase()}`]) || MARKS[lang] || ENGLISH
}

const LETTER = /[\p{L}\p{M}]/u
const DIGIT = /\p{Nd}/u
const WORD = /[\p{L}\p{N}]/u
/** After these a quote opens: the start, a space, an opening bracket or dash, or another opening mark. */
const OPENS_AFTER = /^$|[\s([{\-–—/“‘„‚«‹]$/u
/** Stands for an inline that is not text (inline code, a footnote mark): a quote after it closes. */
const OBJECT = '\uFFFC'

/**
 * Turns the straight quotes of one run of text (a paragraph, a heading, a table cell) into curly
 * ones, piece by piece: the run may be split across emphasis, links and code, and a quote's
 * direction depends on what came before it. A ' inside a word or after one is an apostrophe
 * (don’t, l’homme, the writers’); after a digit a mark is a prime (5′ 10″); '90s elides.
 */
export class Quoter {
  private before = ''
  /** Quotations open, innermost last: true for double. */
  private readonly open: boolean[] = []

  constructor(private readonly marks: QuoteMarks) {}

  /** Something not text came between: inline code, a footnote mark. */
  object(): void {
    this.before = OBJECT
  }

  /** A line break: what follows starts afresh. */
  space(): void {
    this.before = ' '
  }

  text(value: string): string {
    let out = ''
    for (let i = 0; i < value.length; i++) {
      const ch = value[i]!
      if (ch !== '"' && ch !== "'") {
        // A French guillemet brings its own narrow space: one the writer typed as well is dropped.
        if (ch === ' ' && out.endsWith(NNBSP)) continue
        out += ch
        this.before = ch
        continue
      }
      const depth = this.open.length
      const mark = this.mark(ch === '"', value[i + 1] ?? '', value.slice(i + 1, i + 4))
      if (mark.startsWith(NNBSP)) out = out.replace(/ +$/, '')
      out += mark
      // What the mark did, not its glyph, is the context of the next quote: German's closing ‘ is English's opening one.
      this.before = this.open.length > depth ? '(' : OBJECT
    }
    return out
  }

  private mark(double: boolean, after: string, ahead: string): string {
    const top = this.open.at(-1)
    const { before } = this
    const [openMark, closeMark] = double ? this.marks.double : this.marks.single
    if (DIGIT.test(before) && top !== double) return double ? '″' : '′'
    if (!double) {
      if (LETTER.test(before) && (LETTER.test(after) || top !== false)) return '’'
      if (OPENS_AFTER.test(before) && /^\d\ds/u.test(ahead)) return '’'
    }
    // Closes the innermost open quotation of its kind (and any left open inside it); after a
    // space too when no word follows, as French writers type it (" oui ").
    const opened = this.open.lastIndexOf(double)
    if (opened >= 0 && (!OPENS_AFTER.test(before) || (/\s/u.test(before) && !WORD.test(after)))) {
      this.open.length = opened
      return closeMark
    }
    // Nothing to close, but it ends a word: a quotation begun elsewhere (another table cell) closes here.
    if (!OPENS_AFTER.test(before) && !WORD.test(after)) return closeMark
    this.open.push(double)
    return openMark
  }
}

/** A string on its own (a title, a description) with curly quotes. */
export function curlyQuotes(text: string, marks: QuoteMarks): string {
  return text.includes('"') || text.includes("'") ? new Quoter(marks).text(text) : text
}
