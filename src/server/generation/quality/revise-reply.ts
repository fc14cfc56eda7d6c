import { z } from 'zod'
import { extractJson } from '../outline/outline-json.ts'
import type { ReviseJob, SentenceRevision } from '../providers/provider.ts'

const replySchema = z.object({ revisions: z.array(z.object({ n: z.number().int().min(1), text: z.string() })) })

/**
 * The model's replacements, matched to the sentences by number. Unparseable JSON yields nothing (the
 * chapter stays as written); an unknown number is ignored and a sentence left out keeps its text.
 */
export function parseRevisionReply(text: string, job: ReviseJob): SentenceRevision[] {
  let value: unknown
  try {
    value = JSON.parse(extractJson(text))
  } catch {
    return []
  }
  const reply = replySchema.safeParse(value)
  if (!reply.success) return []
  return reply.data.revisions.flatMap(({ n, text: revised }) => {
    const item = job.items[n - 1]
    return item ? [{ sentence: item.sentence, revised }] : []
  })
}
