import type { SentenceRevision } from '../providers/provider.ts'

const MARKER = /^(\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s+)?)(.*)$/

/** A revised sentence is one sentence of prose: no new lines, headings or list, and not a page long. */
function usableSentence({ sentence, revised }: SentenceRevision): boolean {
  return !/[\r\n]/.test(revised) && !/^\s*(?:#|[-*+]\s|\d+[.)]\s|\|)/.test(revised) && revised.length <= sentence.length * 3 + 200
}

/**
 * Puts each revision in place of its sentence, at its first occurrence in the chapter. A
 * sentence revised to '' is taken out, and a list item or paragraph left empty goes with it.
 * Everything else stays byte for byte: the model never rewrites the chapter, only sentences.
 */
export function applyRevisions(content: string, revisions: SentenceRevision[]): string {
  let lines = content.split('\n')
  for (const revision of revisions) {
    if (!revision.sentence || revision.revised.trim() === revision.sentence || !usableSentence(revision)) continue
    const at = lines.findIndex((l) => l.includes(revision.sentence))
    if (at < 0) continue
    const [, marker = '', body = ''] = MARKER.exec(lines[at] as string) ?? []
    const rest = body
      .replace(revision.sentence, () => revision.revised.trim())
      .replace(/ {2,}/g, ' ')
      .trim()
    lines = rest ? lines.with(at, marker + rest) : lines.filter((_, i) => i !== at)
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n')
}
