import {
  fenceOf,
  isNextChapterLine,
  isOwnHeadingLine,
  isPreambleLine,
  isSeparator,
  isSignOffLine,
  isWrapperFence,
  mightBeHead,
  mightBeSpecial,
  namesThisChapter,
  type Titles,
  tooLongToSort,
} from './line-kinds.ts'

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
  /** Whitespace not emitted yet: it appears only if text follows it. */
  private gap = ''
  /** Separators, sign-offs and a possible closing fence: emitted if text follows, else dropped. */
  private held = ''
  private heldFence = false
  private inSignOff = false
  private paragraphStart = true
  /** The fence around the whole reply, and the code sample open inside the text, if any. */
  private wrapper: string | null = null
  private code: string | null = null
  private preambles = 0
  private headings = 0
  /** After resume(): the continuation's first lines, until they are known not to be chatter. */
  private resumed: string | null = null
  private resumeDropped = false

  constructor(private readonly titles: Titles) {}

  /** Text to emit now (may be empty). */
  push(delta: string): string {
    const text = delta.replace(/\r/g, '')
    return this.resumed !== null ? this.takeResumed(text, false) : this.take(text)
  }

  /** The rest, once the model is done; empty if the reply held no chapter text at all. */
  end(): string {
    let out = this.resumed !== null ? this.takeResumed('', true) : ''
    if (this.line !== '' && this.phase !== 'stopped') out += this.finishLine()
    this.held = ''
    this.gap = ''
    return out
  }

  /**
   * The next pushes are a continuation of a reply that was cut off: its own opening ("Continuing
   * from where I left off:") and a repeat of the heading are dropped. Nothing is inserted, since
   * the continuation may start in the middle of a word.
   */
  resume(): void {
    this.resumed = ''
    this.resumeDropped = false
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
    if (this.streaming) return this.emitText(piece)
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
    this.gap += '\n'
    this.afterText(line)
    return ''
  }

  private sortHead(line: string): string {
    // Something held (a sign-off-like first paragraph) means the head is over.
    if (this.held !== '') return this.sortBody(line)
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
      this.gap += '\n'
      this.inSignOff = false
      this.paragraphStart = true
      return ''
    }
    if (isNextChapterLine(line, this.titles)) {
      this.phase = 'stopped'
      return ''
    }
    if (this.inSignOff) return this.hold(line, false)
    const fence = fenceOf(line)
    if (fence && this.wrapper !== null && closes(fence, this.wrapper)) {
      this.heldFence = true
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
    this.held += this.gap + line
    this.gap = '\n'
    this.paragraphStart = paragraphStart
    return ''
  }

  private textLine(line: string): string {
    const out = this.emitLine(line)
    this.gap += '\n'
    this.afterText(line)
    return out
  }

  /** The start of a text line: first whatever it shows to be text (held lines, the heading). */
  private emitLine(line: string): string {
    let out = ''
    if (this.phase === 'head') {
      this.phase = 'body'
      out = `## ${this.titles.title}\n\n`
      if (this.held === '') {
        this.gap = ''
        line = line.trimStart()
      }
    }
    // A bare fence followed by text opened a code sample; it did not close the reply's fence.
    if (this.heldFence) this.code = this.wrapper
    out += this.held
    this.held = ''
    this.heldFence = false
    return out + this.emitText(line)
  }

  /** Emits text up to its last non-blank character; trailing whitespace waits in `gap`. */
  private emitText(piece: string): string {
    const text = this.gap + piece
    const end = text.trimEnd().length
    this.gap = text.slice(end)
    return text.slice(0, end)
  }

  private afterText(line: string): void {
    this.paragraphStart = false
    const fence = fenceOf(line)
    if (!fence) return
    if (this.code === null) this.code = fence.marker
    else if (closes(fence, this.code)) this.code = null
  }

  private takeResumed(delta: string, final: boolean): string {
    this.resumed = (this.resumed ?? '') + delta
    for (;;) {
      const text: string = this.resumed
      const newline = text.indexOf('\n')
      if (newline < 0 && !final && !tooLongToSort(text) && this.mightBeChatter(text)) return ''
      const first = newline < 0 ? text : text.slice(0, newline)
      const chatter = isPreambleLine(first) || namesThisChapter(first, this.titles) || /^\s*(`{3,}|~{3,})\s*(markdown|md)\s*$/i.test(first)
      if (chatter || (this.resumeDropped && first.trim() === '' && newline >= 0)) {
        this.resumeDropped = true
        this.resumed = newline < 0 ? '' : text.slice(newline + 1)
        if (newline < 0) return ''
        continue
      }
      this.resumed = null
      return this.take(text)
    }
  }

  private mightBeChatter(partial: string): boolean {
    return partial.trim() === '' || mightBeHead(partial, this.titles)
  }
}

function closes(fence: { marker: string; info: string }, open: string): boolean {
  return fence.info === '' && fence.marker[0] === open[0] && fence.marker.length >= open.length
}

/** The whole-text form, for replies that are not streamed. */
export function cleanChapter(titles: Titles, text: string): string {
  const cleaner = new ChapterCleaner(titles)
  return cleaner.push(text) + cleaner.end()
}
