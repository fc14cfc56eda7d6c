import { isPreambleLine, mightBeHead, namesThisChapter, type Titles, tooLongToSort } from './line-kinds.ts'

const MARKDOWN_FENCE = /^\s*(`{3,}|~{3,})\s*(markdown|md)\s*$/i

/**
 * The first lines of a continuation after a cut-off, held until they are known not to be the
 * model's own opening ("Continuing from where I left off:", a repeat of the heading, a fresh
 * ```markdown line). Those are dropped with the blank lines after them; anything else passes
 * unchanged, since a continuation may start in the middle of a word.
 */
export class ContinuationGate {
  private buffer: string | null = null
  private dropped = false

  constructor(private readonly titles: Titles) {}

  get waiting(): boolean {
    return this.buffer !== null
  }

  /** Called before each continuation; a retried one keeps what its failed attempt left undecided (it is in the model's turn). */
  start(): void {
    if (this.buffer !== null) return
    this.buffer = ''
    this.dropped = false
  }

  /** The text to clean now; '' while the opening is still undecided. Once text passes, the gate is open. */
  pass(delta: string, final: boolean): string {
    let text = (this.buffer ?? '') + delta
    for (;;) {
      const newline = text.indexOf('\n')
      if (newline < 0 && !final && !tooLongToSort(text) && (text.trim() === '' || mightBeHead(text, this.titles))) {
        this.buffer = text
        return ''
      }
      const first = newline < 0 ? text : text.slice(0, newline)
      const chatter = isPreambleLine(first) || namesThisChapter(first, this.titles) || MARKDOWN_FENCE.test(first)
      if (!chatter && !(this.dropped && first.trim() === '' && newline >= 0)) break
      this.dropped = true
      text = newline < 0 ? '' : text.slice(newline + 1)
      if (newline < 0) {
        this.buffer = ''
        return ''
      }
    }
    this.buffer = null
    return text
  }
}
