import type { StreamCleaner } from '../providers/whole-text.ts'
import { isPreamble, mightBePreamble } from './reply-chatter.ts'
import { cleanSelectionReply, type Passage } from './selection-reply.ts'

/** A continuation's own opening ("Continuing from where I left off:") is no part of the passage. */
function continuationText(segment: string, final: boolean): string | undefined {
  const newline = segment.indexOf('\n')
  const line = newline === -1 ? segment : segment.slice(0, newline)
  if (newline === -1) return !final && mightBePreamble(line) ? undefined : segment
  return isPreamble(line) ? segment.slice(newline + 1) : segment
}

/**
 * Cleans a selection reply while it streams: each push answers what the cleaning of the whole
 * reply is sure to begin with (selection-reply.ts). `text` is the final word once the reply
 * ended, since a reply that turns out differently than it began can make the deltas fall short.
 */
export class SelectionCleaner implements StreamCleaner {
  private readonly segments = ['']
  private emitted = ''
  private finished: string | undefined

  constructor(private readonly passage: Passage) {}

  push(delta: string): string {
    this.segments[this.segments.length - 1] += delta
    return this.emit(cleanSelectionReply(this.joined(false), this.passage, false))
  }

  end(): string {
    this.finished = cleanSelectionReply(this.joined(true), this.passage, true)
    return this.emit(this.finished)
  }

  resume(): void {
    if (this.segments.at(-1) !== '') this.segments.push('')
  }

  /** The cleaned passage: whole once the reply ended. */
  get text(): string {
    return this.finished ?? this.emitted
  }

  private joined(final: boolean): string {
    let text = this.segments[0] ?? ''
    for (const segment of this.segments.slice(1)) {
      const kept = continuationText(segment, final)
      if (kept === undefined) break
      text += kept
    }
    return text
  }

  private emit(clean: string): string {
    if (!clean.startsWith(this.emitted)) return ''
    const out = clean.slice(this.emitted.length)
    this.emitted = clean
    return out
  }
}
