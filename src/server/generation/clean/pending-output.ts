/**
 * What the cleaner has read but not shown yet: whitespace, which shows only if text follows it,
 * and held lines (separators, sign-offs, a bare fence that may close the reply's fence), which
 * show if text follows them and are dropped if the reply ends first.
 */
export class PendingOutput {
  private gap = ''
  private held = ''
  /** A bare fence is among the held lines. */
  heldFence = false

  get holding(): boolean {
    return this.held !== ''
  }

  /** Whitespace after the last text or held line (line ends, blank lines). */
  space(text: string): void {
    this.gap += text
  }

  hold(line: string): void {
    this.held += this.gap + line
    this.gap = '\n'
  }

  /** The blank lines before the chapter's first text are not the chapter's. */
  forgetSpace(): void {
    this.gap = ''
  }

  /** Text follows: what was held shows, then the text up to its last non-blank character. */
  text(piece: string): string {
    const all = this.held + this.gap + piece
    this.held = ''
    this.heldFence = false
    const end = all.trimEnd().length
    this.gap = all.slice(end)
    return all.slice(0, end)
  }

  drop(): void {
    this.gap = ''
    this.held = ''
    this.heldFence = false
  }
}
