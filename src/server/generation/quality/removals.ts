import { createHash } from 'node:crypto'
import type { ChapterRemoval } from '@core/generation-schemas.ts'
import type { SentenceRevision } from '../providers/provider.ts'

const BEFORE = 200

/** The longest tail (≤ 200 characters) of what stood before the removed text that the revised chapter still has. */
function anchor(original: string, at: number, revised: string): string {
  const head = original.slice(0, at)
  for (let length = Math.min(BEFORE, head.length); length > 0; length = length > 40 ? Math.floor(length / 2) : length - 10) {
    const tail = head.slice(head.length - length)
    if (tail.trim() && revised.includes(tail)) return tail
  }
  return ''
}

/**
 * What a quality revision took out of a chapter, as removals the editor can offer back ("Removed
 * in revision: … — Restore"): one per sentence revised to nothing and actually gone from the text.
 * The one place the quality pass produces `ChapterRemoval`s (issue 26 item 1).
 */
export function revisionRemovals(original: string, revised: string, revisions: SentenceRevision[]): ChapterRemoval[] {
  const out: ChapterRemoval[] = []
  for (const { sentence, revised: text } of revisions) {
    if (text.trim() !== '' || !sentence) continue
    const at = original.indexOf(sentence)
    if (at < 0 || revised.includes(sentence)) continue
    const id = `quality-${createHash('sha256').update(sentence).digest('hex').slice(0, 16)}`
    if (out.some((r) => r.id === id)) continue
    out.push({ id, source: 'quality', reason: 'revision', text: sentence, before: anchor(original, at, revised) })
  }
  return out
}
