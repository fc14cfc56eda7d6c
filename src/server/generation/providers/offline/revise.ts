import type { ReviseJob, SentenceRevision } from '../provider.ts'
import { AI_PHRASES } from '../../quality/ai-phrases.ts'
import { phraseRegex } from '../../quality/find-phrases.ts'

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

/** A figure with no source stays, marked for the creator to check; a vague claim without one goes. */
const verify = (sentence: string) => (/\d/.test(sentence) ? sentence.replace(/([.!?]*)$/, (end) => ` (verify)${end || '.'}`) : '')

/**
 * The built-in writer's revision, deterministic: a sentence repeating a passage another chapter
 * keeps is taken out (the writer cannot say it anew) unless it opens the chapter; a figure with no
 * source is kept and marked "(verify)" (a revision never deletes a figure); an overused phrase gets
 * its plain wording from the list.
 */
export function reviseOffline(job: ReviseJob): SentenceRevision[] {
  return job.items.map(({ sentence, problems }) => {
    const repetition = problems.find((p) => p.kind === 'repetition')
    if (repetition) return { sentence, revised: repetition.opening ? plainWording(sentence) : '' }
    if (problems.some((p) => p.kind === 'unsourced')) return { sentence, revised: plainWording(verify(sentence)) }
    return { sentence, revised: plainWording(sentence) }
  })
}
