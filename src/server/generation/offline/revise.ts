import type { ReviseJob } from '../provider.ts'
import { AI_PHRASES } from '../quality/ai-phrases.ts'
import { phraseRegex } from '../quality/find-phrases.ts'

const MARKER = /^(\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s+)?)(.*)$/

const upperFirst = (s: string) => s.replace(/^([^\p{L}]*)(\p{L})/u, (_, lead: string, c: string) => lead + c.toUpperCase())

/** Puts each listed phrase's plain wording in its place ('' drops it with the comma after it). */
function plainWording(sentence: string): string {
  let out = sentence
  for (const entry of AI_PHRASES) {
    const regex = phraseRegex(entry, 'giu')
    out = out.replace(entry.plain ? regex : new RegExp(`${regex.source},?\\s*`, 'giu'), entry.plain)
  }
  return out === sentence ? out : upperFirst(out.replace(/\s{2,}/g, ' ').trim())
}

/** Takes `sentence` out of the line holding it; a list item or paragraph left empty goes too. */
function removeSentence(lines: string[], sentence: string): string[] {
  const at = lines.findIndex((l) => l.includes(sentence))
  if (at < 0) return lines
  const [, marker = '', body = ''] = MARKER.exec(lines[at] as string) ?? []
  const rest = body.replace(sentence, '').replace(/\s{2,}/g, ' ').trim()
  return rest ? lines.with(at, marker + rest) : lines.filter((_, i) => i !== at)
}

/**
 * The built-in writer's revision, deterministic: a sentence repeating another chapter or giving a
 * figure with no source is taken out (the writer cannot research or say it anew), and an overused
 * phrase gets its plain wording from the list.
 */
export function reviseOffline(job: ReviseJob): string {
  let lines = job.content.split('\n')
  for (const { sentence, problems } of job.items) {
    if (problems.some((p) => p.kind !== 'phrase')) lines = removeSentence(lines, sentence)
    else {
      const at = lines.findIndex((l) => l.includes(sentence))
      if (at >= 0) lines = lines.with(at, (lines[at] as string).replace(sentence, plainWording(sentence)))
    }
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n')
}
