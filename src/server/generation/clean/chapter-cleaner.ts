import { ContinuationGate } from './continuation-gate.ts'
import {
  closesFence,
  fenceOf,
  isNextChapterLine,
  isOwnHeadingLine,
  isPreambleLine,
  isSeparator,
  isSignOffLine,
  isWrapperFence,
  mightBeHead,
  mightBeSpecial,
  type Titles,
} from './line-kinds.ts'
import { PendingOutput } from './pending-output.ts'

const MAX_PREAMBLE_LINES = 3
const MAX_HEADING_LINES = 2

/**
 * Turns a model's reply into the chapter alone, headed `## {title}`, while it streams (decision
 * 35): drops the opening chatter and the model's own heading, a fence around the whole reply,
 * sign-offs at the end, and anything that runs on into the next chapter. A line is held back
 * only while it might still be one of those; a finished paragraph that reads like a sign-off
 * waits until real text follows it (then it was text) or the reply ends (then it is dropped).
 * Streaming in any chunk sizes gives exactly the text of cleaning the whole reply at once.
 */
export class ChapterCleaner {
  private phase: 'head' | 'body' | 'stopped' = 'head'
  /** The current line as far as it has arrived. */
  private line = ''
  /** The current line is text and is being emitted as it arrives. */
  private streaming = false
  private readonly pending = new PendingOutput()
  private inSignOff = false
  private paragraphStart = true
  /** The fence around the whole reply, and the code sample open inside the text, if any. */
  private wrapper: string | null = null
  private code: string | null = null
  private preambles = 0
  private headings = 0
  private readonly continuation: ContinuationGate

  constructor(private readonly titles: Titles) {
    this.continuation = new ContinuationGate(titles)
  }

  /** Text to emit now (may be empty). */
  push(delta: string): string {
    const text = delta.replace(/\r/g, '')
    return this.take(this.continuation.waiting ? this.continuation.pass(text, false) : text)
  }

  /** The rest, once the model is done; empty if the reply held no chapter text at all. */
  end(): string {
    let out = this.continuation.waiting ? this.take(this.continuation.pass('', true)) : ''
    if (this.line !== '' && this.phase !== 'stopped') out += this.finishLine()
    this.pending.drop()
    return out
  }

  /**
   * The next pushes are a continuation of a reply that was cut off: its own opening ("Continuing
   * from where I left off:") and a repeat of the heading are dropped. Nothing is inserted, since
   * the continuation may start in the middle of a word.
   */
  resume(): void {
    this.continuation.start()
  }

  /** The reply ran on into the next chapter: everything from there on is dropped, so the caller may stop reading. */
  get stopped(): boolean {
    return this.phase === 'stopped'
  }

  private take(text: string): string {
    let out = ''
    let rest = text
    while (rest !== '' && this.phase !== 'stopped') {
      const newline = rest.indexOf('\n')
      out += this.extend(newline < 0 ? rest : rest.slice(0, newline))
      if (newline < 0) break
      rest = rest.slice(newline + 1)
      out += this.finishLine()
    }
    return out
  }

  private extend(piece: string): string {
    this.line += piece
    if (this.streaming) return this.pending.text(piece)
    if (piece === '' || this.mightWait()) return ''
    this.streaming = true
    return this.emitLine(this.line)
  }

  private mightWait(): boolean {
    if (this.code !== null) return false
    if (this.inSignOff) return true
    const special = mightBeSpecial(this.line, this.titles, this.paragraphStart)
    return special || (this.phase === 'head' && mightBeHead(this.line, this.titles))
  }

  private finishLine(): string {
    const line = this.line
    this.line = ''
    if (!this.streaming) return this.phase === 'head' ? this.sortHead(line) : this.sortBody(line)
    this.streaming = false
    this.pending.space('\n')
    this.afterText(line)
    return ''
  }

  private sortHead(line: string): string {
    // Something held (a sign-off-like first paragraph) means the head is over.
    if (this.pending.holding) return this.sortBody(line)
    if (line.trim() === '') return ''
    if (this.wrapper === null && this.headings === 0 && isWrapperFence(line)) {
      this.wrapper = fenceOf(line)?.marker ?? '```'
      return ''
    }
    if (this.headings === 0 && this.preambles < MAX_PREAMBLE_LINES && isPreambleLine(line)) {
      this.preambles++
      return ''
    }
    if (this.headings < MAX_HEADING_LINES && isOwnHeadingLine(line, this.titles)) {
      this.headings++
      return ''
    }
    return this.sortBody(line)
  }

  private sortBody(line: string): string {
    const blank = line.trim() === ''
    if (this.code !== null && !blank) return this.textLine(line)
    if (blank) {
      this.pending.space('\n')
      this.inSignOff = false
      this.paragraphStart = true
      return ''
    }
    if (!fenceOf(line) && this.titles.keep?.has(line.trim())) return this.inSignOff ? this.hold(line, false) : this.textLine(line)
    if (isNextChapterLine(line, this.titles)) {
      this.phase = 'stopped'
      return ''
    }
    if (this.inSignOff) return this.hold(line, false)
    const fence = fenceOf(line)
    if (fence && this.wrapper !== null && closesFence(fence, this.wrapper)) {
      this.pending.heldFence = true
      return this.hold(line, true)
    }
    if (!fence && isSeparator(line)) return this.hold(line, true)
    if (!fence && this.paragraphStart && isSignOffLine(line)) {
      this.inSignOff = true
      return this.hold(line, false)
    }
    return this.textLine(line)
  }

  private hold(line: string, paragraphStart: boolean): string {
    this.pending.hold(line)
    this.paragraphStart = paragraphStart
    return ''
  }

  private textLine(line: string): string {
    const out = this.emitLine(line)
    this.pending.space('\n')
    this.afterText(line)
    return out
  }

  /** The start of a text line: first whatever it shows to be text (held lines, the heading). */
  private emitLine(line: string): string {
    let out = ''
    if (this.phase === 'head') {
      this.phase = 'body'
      out = `## ${this.titles.title}\n\n`
      if (!this.pending.holding) {
        this.pending.forgetSpace()
        line = line.trimStart()
      }
    }
    // A bare fence followed by text opened a code sample; it did not close the reply's fence.
    if (this.pending.heldFence) this.code = this.wrapper
    return out + this.pending.text(line)
  }

  private afterText(line: string): void {
    this.paragraphStart = false
    const fence = fenceOf(line)
    if (!fence) return
    if (this.code === null) this.code = fence.marker
    else if (closesFence(fence, this.code)) this.code = null
  }
}

/** The whole-text form, for replies that are not streamed. */
export function cleanChapter(titles: Titles, text: string): string {
  const cleaner = new ChapterCleaner(titles)
  return cleaner.push(text) + cleaner.end()
}
