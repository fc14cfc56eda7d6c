import { randomUUID } from 'node:crypto'
import type { ChapterRemoval } from '@core/generation-schemas.ts'
import { boundRemovals, MAX_REMOVAL_CHARS } from '@core/chapter-removals.ts'
import { ContinuationGate } from './continuation-gate.ts'
import { headingText } from './heading-match.ts'
import {
  closesFence,
  fenceOf,
  isNextChapterLine,
  isOwnHeadingLine,
  isPreambleLine,
  isSeparator,
  isWrapperFence,
  mightBeHead,
  mightBeSpecial,
  type Titles,
} from './line-kinds.ts'
import { PendingOutput } from './pending-output.ts'
import { isClosingWish, isSignOff, mightBeSignOff, sentenceEnd } from './reply-chatter.ts'
import { log } from '../../observability/logger.ts'

const MAX_PREAMBLE_LINES = 3
const MAX_HEADING_LINES = 2
/** A sentence longer than this is text: it is not held back to be tested. */
const MAX_SENTENCE_HOLD = 400
const NOT_PROSE = /^\s*(?:#{1,6}\s|[-*+]\s|\d{1,3}[.)]\s|\|)/
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,2}[.)])\s/
const MIGHT_BE_LIST_ITEM = /^\s*(?:[-*+]|\d{1,2}[.)]?)?\s*$/

/**
 * Turns a model's reply into the chapter alone, headed `## {title}`, while it streams (decision
 * 35): drops the opening chatter and the model's own heading, a fence around the whole reply,
 * sign-offs at the end, and anything that runs on into the next chapter. Sign-offs are found per
 * sentence (decision 79): a sentence that might be one is held until it is whole; one that is
 * waits until real text follows it (then it was text) or the reply ends (then it is dropped, and
 * a closing wish after it kept). Every drop with words in it is kept in `removals`, so the
 * creator can put it back. Streaming in any chunk sizes gives exactly the text (and removals) of
 * cleaning the whole reply at once.
 */
/** Issue 26: nothing leaves a chapter silently, not even what its removals cannot keep. */
export function warnDropped(who: string, { count, chars }: { count: number; chars: number }): void {
  log.warn(`[ai] ${who}: ${chars} characters removed from a chapter were past what its removals keep (${count} older removals dropped)`)
}

export class ChapterCleaner {
  private phase: 'head' | 'body' | 'stopped' = 'head'
  /** A line has gone to the body rules (it may still be held): the head is over. */
  private started = false
  /** The current line as far as it has arrived. */
  private line = ''
  /** How the current line is read: as a whole once it ends, sentence by sentence, or as it comes (code). */
  private mode: 'whole' | 'sentences' | 'raw' = 'whole'
  /** In sentence mode: how much of the line is handed on, where the current sentence starts, and whether it is known text. */
  private lineDone = 0
  private sentenceStart = 0
  private sentenceIsText = false
  private readonly pending = new PendingOutput()
  /** A sign-off ended in ":" ("I can also:"): the list right after it is part of it. */
  private offerList = false
  /** The wrapper fence, and the code sample open inside the text, if any. */
  private wrapper: string | null = null
  private code: string | null = null
  private preambles: string[] = []
  private headings = 0
  /** The last line shown was a heading: what follows is its body, never cut or dropped whole. */
  private afterHeading = false
  /** The end of what was shown, for the place of a removal. */
  private shown = ''
  /** What ran on into the next chapter, once the cleaner stopped. */
  private cut: { gap: string; text: string } | null = null
  private readonly keepText: string
  private readonly list: ChapterRemoval[] = []
  private readonly continuation: ContinuationGate

  constructor(private readonly titles: Titles) {
    this.continuation = new ContinuationGate(titles)
    this.keepText = titles.keep ? [...titles.keep].join('\n') : ''
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
    return out + this.shows(this.finish())
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

  /** What was taken out, in order (complete once `end()` has run). */
  get removals(): ChapterRemoval[] {
    return boundRemovals(this.list, (dropped) => warnDropped('the cleaner', dropped))
  }

  private take(text: string): string {
    let out = ''
    let rest = text
    while (rest !== '') {
      if (this.stopped) {
        this.keepCut(rest)
        break
      }
      const newline = rest.indexOf('\n')
      out += this.extend(newline < 0 ? rest : rest.slice(0, newline))
      if (newline < 0) break
      rest = rest.slice(newline + 1)
      out += this.finishLine()
      if (this.stopped) this.keepCut('\n')
    }
    return this.shows(out)
  }

  private shows(out: string): string {
    if (out) this.shown = (this.shown + out).slice(-2 * MAX_ANCHOR)
    return out
  }

  private keepCut(text: string): void {
    if (this.cut && this.cut.text.length < MAX_REMOVAL_CHARS) this.cut.text += text
  }

  private extend(piece: string): string {
    this.line += piece
    if (this.mode === 'raw') return this.emit(piece)
    if (this.mode === 'sentences') return this.sentences(false)
    if (piece === '' || this.mightWait()) return ''
    if (this.code !== null) {
      this.mode = 'raw'
      return this.emit(this.line)
    }
    this.started = true
    this.mode = 'sentences'
    return this.sentences(false)
  }

  private mightWait(): boolean {
    if (this.code !== null) return false
    if (this.offerList && (MIGHT_BE_LIST_ITEM.test(this.line) || LIST_ITEM.test(this.line))) return true
    if (mightBeSpecial(this.line, this.titles)) return true
    return this.phase === 'head' && !this.started && mightBeHead(this.line, this.titles)
  }

  private finishLine(): string {
    const line = this.line
    let out = ''
    if (this.mode === 'sentences') out = this.sentences(true)
    else if (this.mode === 'whole') out = this.phase === 'head' && !this.started ? this.sortHead(line) : this.sortBody(line)
    if (this.phase !== 'stopped') this.pending.space('\n')
    if (this.lineShown) this.afterText(line)
    this.line = ''
    this.mode = 'whole'
    this.lineDone = this.sentenceStart = 0
    this.sentenceIsText = false
    this.lineShown = false
    return out
  }

  /** Some of the current line was shown (not all held back). */
  private lineShown = false

  private sortHead(line: string): string {
    if (line.trim() === '') return ''
    if (this.wrapper === null && this.headings === 0 && isWrapperFence(line)) {
      this.wrapper = fenceOf(line)?.marker ?? '```'
      return ''
    }
    if (this.headings === 0 && this.preambles.length < MAX_PREAMBLE_LINES && isPreambleLine(line)) {
      this.preambles.push(line.trim())
      return ''
    }
    if (this.headings < MAX_HEADING_LINES && isOwnHeadingLine(line, this.titles)) {
      this.headings++
      return ''
    }
    return this.sortBody(line)
  }

  private sortBody(line: string): string {
    this.started = true
    const blank = line.trim() === ''
    if (this.code !== null && !blank) return this.emit(line)
    if (blank) {
      return ''
    }
    const fence = fenceOf(line)
    if (!fence && this.keeps(line)) return this.emit(line)
    // Under a heading a run-on is not sure: a bold line there is the section's first words.
    if (!this.afterHeading && this.phase === 'body' && isNextChapterLine(line, this.titles)) {
      this.phase = 'stopped'
      this.cut = { gap: '', text: line }
      return ''
    }
    if (fence && this.wrapper !== null && closesFence(fence, this.wrapper)) {
      this.pending.heldFence = true
      return this.holdLine(line, 'format')
    }
    if (!fence && isSeparator(line)) return this.holdLine(line, 'format')
    if (this.offerList && LIST_ITEM.test(line)) return this.holdLine(line, 'chatter')
    this.mode = 'sentences'
    return this.sentences(true)
  }

  private holdLine(line: string, kind: 'format' | 'chatter'): string {
    this.pending.hold(line, kind)
    return ''
  }

  private keeps(text: string): boolean {
    const t = text.trim()
    return t !== '' && this.keepText.includes(t)
  }

  /**
   * Reads the line sentence by sentence from where it was left: a sentence that might be a
   * sign-off waits until it is whole, any other streams as it comes. `final`: the line is whole.
   */
  private sentences(final: boolean): string {
    const line = this.line
    // Headings, list items and tables are never a sign-off: they stream as they come.
    if (NOT_PROSE.test(line)) this.sentenceIsText = true
    let out = ''
    for (;;) {
      let end = sentenceEnd(line, this.sentenceStart)
      if (end < 0 && final) end = line.length
      if (end < 0) {
        if (!this.sentenceIsText) {
          if (this.mightHold(line.slice(this.sentenceStart))) return out
          this.sentenceIsText = true
        }
        out += this.emit(line.slice(this.lineDone))
        this.lineDone = line.length
        return out
      }
      out += this.sentenceIsText ? this.emit(line.slice(this.lineDone, end)) : this.sortSentence(line.slice(this.lineDone, end))
      this.lineDone = this.sentenceStart = end
      this.sentenceIsText = false
      if (end >= line.length) return out
    }
  }

  private mightHold(partial: string): boolean {
    if (partial.length > MAX_SENTENCE_HOLD) return false
    return this.pending.holdsChatter || mightBeSignOff(partial)
  }

  private sortSentence(sentence: string): string {
    if (sentence.trim() === '') {
      this.pending.space(sentence)
      return ''
    }
    if (isSignOff(sentence) && !this.keeps(sentence)) {
      this.pending.hold(sentence, 'chatter')
      this.offerList = /:\s*$/.test(sentence)
      return ''
    }
    if (this.pending.holdsChatter && isClosingWish(sentence)) {
      this.pending.hold(sentence, 'keep')
      return ''
    }
    return this.emit(sentence)
  }

  /** Text: first whatever it shows to be text (held pieces, the heading). */
  private emit(piece: string): string {
    let out = ''
    if (this.phase === 'head') {
      if (!this.pending.holding) {
        this.pending.forgetSpace()
        piece = piece.trimStart()
        // Nothing of the chapter shows yet: the heading waits for its first words.
        if (piece === '') return ''
      }
      this.phase = 'body'
      out = `## ${this.titles.title}\n\n`
      this.recordPreambles()
    }
    if (piece.trim() !== '') {
      this.offerList = false
      this.lineShown = true
    }
    // A bare fence followed by text opened a code sample; it did not close the reply's fence.
    if (this.pending.heldFence) this.code = this.wrapper
    return out + this.pending.text(piece)
  }

  private afterText(line: string): void {
    this.afterHeading = headingText(line) !== null
    const fence = fenceOf(line)
    if (!fence) return
    if (this.code === null) this.code = fence.marker
    else if (closesFence(fence, this.code)) this.code = null
  }

  private recordPreambles(): void {
    const text = this.preambles.join('\n')
    this.preambles = []
    this.record('chatter', `\n\n${text}`, `## ${this.titles.title}`)
  }

  /** The reply is over: drop or keep what is held, and note what went. */
  private finish(): string {
    let out: string
    if (this.pending.holdsChatter && this.afterHeading) {
      // The only words under a heading are the section's, however they read.
      out = this.pending.text('')
    } else {
      const end = this.pending.end(this.shown)
      for (const d of end.dropped) this.record('sign-off', d.text, d.before)
      out = end.out
    }
    if (this.cut) {
      this.record('run-on', `\n\n${this.cut.text.trim()}`, (this.shown + out).trimEnd())
      this.cut = null
    }
    return out
  }

  private record(reason: ChapterRemoval['reason'], text: string, before: string): void {
    // Only words are worth a note: a stray fence or separator is formatting.
    if (!/[\p{L}\p{N}]/u.test(text)) return
    this.list.push({
      id: randomUUID(),
      source: 'cleaner',
      reason,
      text: text.slice(0, MAX_REMOVAL_CHARS),
      before: before.slice(-MAX_ANCHOR),
    })
  }
}

/** How much of the text before a removal marks its place (chapterRemovalSchema.before). */
const MAX_ANCHOR = 200

/** The whole-text form, for replies that are not streamed. */
export function cleanChapter(titles: Titles, text: string): string {
  const cleaner = new ChapterCleaner(titles)
  return cleaner.push(text) + cleaner.end()
}

/** The whole-text form with what it took out. */
export function cleanChapterWithRemovals(titles: Titles, text: string): { content: string; removals: ChapterRemoval[] } {
  const cleaner = new ChapterCleaner(titles)
  const content = cleaner.push(text) + cleaner.end()
  return { content, removals: cleaner.removals }
}
