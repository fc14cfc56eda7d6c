import type { ReviseJob, SentenceRevision } from '../provider.ts'
import { AI_PHRASES } from '../quality/ai-phrases.ts'
import { phraseRegex } from '../quality/find-phrases.ts'

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

/**
 * The built-in writer's revision, deterministic: a sentence repeating another chapter or giving a
 * figure with no source is taken out (the writer cannot research or say it anew), and an overused
 * phrase gets its plain wording from the list.
 */
export function reviseOffline(job: ReviseJob): SentenceRevision[] {
  return job.items.map(({ sentence, problems }) => ({
    sentence,
    revised: problems.some((p) => p.kind !== 'phrase') ? '' : plainWording(sentence),
  }))
}
