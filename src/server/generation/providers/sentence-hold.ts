/**
 * A sentence's end: its mark and any closing quotes or brackets, then (looked ahead) a space;
 * Chinese and Japanese full stops need no space ("3." may go on as "3.5", "。" does not).
 */
const SENTENCE_END = /[.!?…]["'”’»)\]]*(?=\s)|[。！？]["'”’»)\]」』]*/g
const ENDS_SENTENCE = /[.!?…。！？]["'”’»)\]」』]*$/
const HEADING_LINE = /^#{1,6}\s/

/**
 * Where the complete part of `text` ends: after its last sentence or its last full line, never
 * on whitespace (it goes out with the text after it) or on a heading with nothing under it yet
 * (ending there would leave an empty section).
 */
function completeUpTo(text: string): number {
  let cut = text.lastIndexOf('\n')
  for (const match of text.matchAll(SENTENCE_END)) cut = Math.max(cut, match.index + match[0].length)
  for (;;) {
    const kept = text.slice(0, Math.max(cut, 0)).trimEnd()
    const lineStart = kept.lastIndexOf('\n') + 1
    if (!HEADING_LINE.test(kept.slice(lineStart))) return kept.length
    cut = lineStart
  }
}

/**
 * Holds back the unfinished sentence of the last reply a chapter may get (decision 34): if that
 * reply too stops at the output limit, the chapter ends on its last complete sentence or line
 * instead of mid-word. Until `activate` it passes text straight through.
 */
export class SentenceHold {
  private active = false
  private held = ''

  activate(): void {
    this.active = true
  }

  push(text: string): string {
    if (!this.active) return text
    this.held += text
    const cut = completeUpTo(this.held)
    const out = this.held.slice(0, cut)
    this.held = this.held.slice(cut)
    return out
  }

  /** The reply ended normally: everything held is the text's end. */
  flush(): string {
    const out = this.held
    this.held = ''
    return out
  }

  /** The reply was cut off: drops the unfinished rest, keeping it only if it ends a sentence. */
  cut(): string {
    const rest = this.held.trimEnd()
    this.held = ''
    return ENDS_SENTENCE.test(rest) ? rest : ''
  }
}
