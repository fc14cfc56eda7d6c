/** Shorter matches are coincidence ("the ", "and "). */
const MIN_OVERLAP = 12
/** How much of a continuation's start is held back while it might repeat the text before it. */
const LOOK_CHARS = 400

/**
 * How many characters at the start of `after` repeat the end of `before`, after any leading
 * blanks, which go too: 0 unless at least MIN_OVERLAP characters match.
 */
export function overlapLength(before: string, after: string): number {
  const lead = after.length - after.trimStart().length
  const rest = after.slice(lead)
  for (let k = Math.min(before.length, rest.length); k >= MIN_OVERLAP; k--) {
    if (before.endsWith(rest.slice(0, k))) return lead + k
  }
  return 0
}

/**
 * A continuation that starts by repeating the end of the text so far ("Price on value, not on
 * co" → "Price on value, not on cost.") loses the repeat (decision 34). Its start is held only
 * while it could still be such a repeat, so a clean continuation flows at once.
 */
export class OverlapTrim {
  private head = ''
  private open: boolean

  constructor(private readonly before: string) {
    this.open = before === ''
  }

  push(delta: string): string {
    if (this.open) return delta
    this.head += delta
    const start = this.head.trimStart()
    const mayRepeat = start.length < MIN_OVERLAP || this.before.includes(start.slice(0, MIN_OVERLAP))
    return mayRepeat && this.head.length < LOOK_CHARS ? '' : this.release()
  }

  /** The reply ended (or broke): whatever is held goes out, less any repeat. */
  end(): string {
    return this.open ? '' : this.release()
  }

  private release(): string {
    this.open = true
    const out = this.head.slice(overlapLength(this.before, this.head))
    this.head = ''
    return out
  }
}
