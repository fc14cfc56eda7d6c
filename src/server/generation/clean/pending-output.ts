/** What a held piece is: a sign-off (dropped at the end), a closing wish (kept), or formatting (dropped, not worth a note). */
export type HeldKind = 'chatter' | 'keep' | 'format'

interface Held {
  gap: string
  text: string
  kind: HeldKind
}

/** The end of a reply: what it still shows, and each stretch of sign-off it drops, with the output before it. */
export interface PendingEnd {
  out: string
  dropped: { text: string; before: string }[]
}

/**
 * What the cleaner has read but not shown yet: whitespace, which shows only if text follows it,
 * and held pieces (separators, sign-off sentences, closing wishes after them, a bare fence that
 * may close the reply's fence), which all show if text follows them. If the reply ends first, the
 * sign-offs and formatting are dropped and the closing wishes kept (issue 26).
 */
export class PendingOutput {
  private gap = ''
  private held: Held[] = []
  /** A bare fence is among the held lines. */
  heldFence = false

  get holding(): boolean {
    return this.held.length > 0
  }

  get holdsChatter(): boolean {
    return this.held.some((h) => h.kind === 'chatter')
  }

  /** Whitespace after the last text or held piece (line ends, blank lines, spaces between sentences). */
  space(text: string): void {
    this.gap += text
  }

  hold(text: string, kind: HeldKind): void {
    this.held.push({ gap: this.gap, text, kind })
    this.gap = ''
  }

  /** The blank lines before the chapter's first text are not the chapter's. */
  forgetSpace(): void {
    this.gap = ''
  }

  /** Text follows: what was held shows, then the text up to its last non-blank character. */
  text(piece: string): string {
    const all = this.held.map((h) => h.gap + h.text).join('') + this.gap + piece
    this.held = []
    this.heldFence = false
    const end = all.trimEnd().length
    this.gap = all.slice(end)
    return all.slice(0, end)
  }

  /** The reply ended: `shown` is the output so far, for each dropped stretch's place. */
  end(shown: string): PendingEnd {
    let out = ''
    const dropped: PendingEnd['dropped'] = []
    let run: { gap: string; text: string; chatter: boolean } | null = null
    const close = () => {
      if (run?.chatter) dropped.push({ text: run.gap + run.text.trimEnd(), before: (shown + out).trimEnd() })
      run = null
    }
    for (const h of this.held) {
      if (h.kind === 'keep') {
        // A kept wish after a dropped paragraph starts a paragraph of its own, as the dropped one did.
        const gap = run && newlines(run.gap) > newlines(h.gap) ? run.gap : h.gap
        close()
        out += gap + h.text
        continue
      }
      if (run) run.text += h.gap + h.text
      else run = { gap: h.gap, text: h.text, chatter: false }
      if (h.kind === 'chatter') run.chatter = true
    }
    close()
    this.gap = ''
    this.held = []
    this.heldFence = false
    return { out: out.trimEnd(), dropped }
  }
}

const newlines = (text: string) => text.split('\n').length - 1
