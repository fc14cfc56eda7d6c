/** How long a first line may grow before we stop waiting for its end and treat it as prose. */
const MAX_HEAD_CHARS = 300
const FENCE_LINE = /^\s*(```|~~~)[\w-]*\s*$/
const TITLE_HEADING = /^\s*#{1,2}\s/

/**
 * Makes a model's chapter start with exactly `## {title}`, while streaming: it holds text back
 * until the first line is known (to drop a code fence or the model's own version of the heading),
 * and, when the reply was fenced, holds back a trailing run of backticks until the end.
 */
export class ChapterHeading {
  private head = ''
  private started = false
  private fenced = false
  private tail = ''

  constructor(private readonly title: string) {}

  /** Text to emit now (may be empty). */
  push(delta: string): string {
    if (this.started) return this.body(delta, false)
    this.head += delta
    for (;;) {
      this.head = this.head.replace(/^\s*\n/, '')
      const newline = this.head.indexOf('\n')
      if (newline < 0) return this.head.length > MAX_HEAD_CHARS ? this.start(this.head, false) : ''
      const line = this.head.slice(0, newline)
      if (!this.fenced && FENCE_LINE.test(line)) {
        this.fenced = true
        this.head = this.head.slice(newline + 1)
        continue
      }
      return this.start(TITLE_HEADING.test(line) ? this.head.slice(newline + 1) : this.head, false)
    }
  }

  /** The rest, once the model is done; empty if the chapter had no text at all. */
  end(): string {
    if (!this.started) {
      const line = this.head.trim()
      if (FENCE_LINE.test(line) || TITLE_HEADING.test(line) || line === '') return ''
      return this.start(this.head, true)
    }
    return this.body('', true)
  }

  private start(rest: string, final: boolean): string {
    this.started = true
    this.head = ''
    // The blank line goes through `body`, so a chapter without text ends right after its heading.
    return `## ${this.title}${this.body(`\n\n${rest.replace(/^\s+/, '')}`, final)}`
  }

  private body(delta: string, final: boolean): string {
    const text = this.tail + delta
    if (final) {
      this.tail = ''
      return (this.fenced ? text.replace(/\n?\s*(```|~~~)\s*$/, '') : text).trimEnd()
    }
    // Whitespace and backticks at a line start might be the closing fence or trailing blanks.
    const hold = /(^|\n)[\s`~]*$/.exec(text)
    const cut = hold ? hold.index : text.length
    this.tail = text.slice(cut)
    return text.slice(0, cut)
  }
}

/** The whole-text form, for replies that are not streamed. */
export function withChapterHeading(title: string, text: string): string {
  const heading = new ChapterHeading(title)
  return heading.push(text) + heading.end()
}
