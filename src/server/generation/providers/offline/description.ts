import { GENERATION_LIMITS } from '@core/generation.ts'
import type { DescriptionJob } from '../provider.ts'
import { TYPE_NOUN } from './outline-plans.ts'
import { VOICE } from './phrasing/tone.ts'
import { createRng, hashString } from './seeded-random.ts'
import { capitalise } from './text-case.ts'
import { cleanText, clampText } from './topic-text.ts'

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')
// "Step 3: Build Your Routine" → "Build Your Routine"; "Introduction: Why It Matters" → "Why It Matters".
const bare = (title: string) =>
  cleanText(title)
    .replace(/^(?:(?:chapter|step|phase|part|week|weeks)\s+[\d–-]+|introduction|conclusion)\s*[:.)–—-]\s*/i, '')
    .trim()

/**
 * The built-in writer's new description (issue 29): English, deterministic for the same book and
 * different on 'Try again', from the numbered chapters' own titles — so it names no chapter count.
 */
export function writeDescriptionOffline(job: DescriptionJob): string {
  const rng = createRng(hashString('description', job.title, job.tone, job.previous ?? ''))
  const voice = rng.pick(VOICE[job.tone])
  const who = job.targetAudience?.trim() ? cleanText(job.targetAudience, 80) : 'anyone who wants real progress'
  const body = job.chapters.filter((c) => c.matter !== 'front' && c.matter !== 'back').map((c) => bare(c.title))
  const named = body.filter((t) => t !== '')
  const first = named[0]
  const last = named.at(-1)
  const opening = `${capitalise(article(voice))} ${voice} ${TYPE_NOUN[job.productType]} for ${who}.`
  const span =
    first && last && first !== last
      ? rng.pick([
          `It takes you from “${first}” to “${last}”, one practical chapter at a time.`,
          `From “${first}” to “${last}”, every chapter gives you something to put to work today.`,
        ])
      : first
        ? `It covers “${first}” with practical steps you can use today.`
        : 'Every chapter gives you practical steps you can use today.'
  return clampText(`${opening} ${span}`, GENERATION_LIMITS.description)
}
