import type { ChapterJob, RewriteJob } from '../../src/server/generation/providers/provider.ts'

/** A chapter to write in the middle of a small guide, for provider tests. */
export const CHAPTER_JOB: ChapterJob = {
  brief: {
    topic: 'Launching a small online shop',
    productType: 'guide',
    tone: 'friendly',
    title: 'Launch Without Fear',
    description: 'A calm path from idea to first sale.',
    chapters: [{ title: 'Finding the Idea' }, { title: 'Pricing It Right' }, { title: 'The First Sale' }],
  },
  index: 1,
  earlier: [],
}

export const REWRITE_JOB: RewriteJob = {
  chapterTitle: 'Pricing It Right',
  content: '## Pricing It Right\n\nPrice on value, not on cost. Anchor high, then offer a smaller tier.',
  tone: 'friendly',
}

export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = []
  for await (const delta of stream) deltas.push(delta)
  return deltas
}

/** The error a promise rejects with (undefined if it resolves). */
export function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  )
}
