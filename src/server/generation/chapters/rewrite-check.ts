import type { RewriteJob } from '../providers/provider.ts'

/** How far a grammar pass may move the length of a chapter's text (decision 34). */
export const GRAMMAR_LENGTH_TOLERANCE = 0.15
/** Short texts get a few characters of slack: fixing "its" to "it's" in a line is 7% of 15 characters. */
const SLACK_CHARS = 20

/** The characters of a chapter's text under its heading, ignoring all whitespace. */
export function bodyChars(content: string): number {
  return content
    .trim()
    .replace(/^#{1,6}[ \t][^\n]*/, '')
    .replace(/\s+/g, '').length
}

/**
 * A grammar pass corrects; it neither adds nor removes. One whose length moved by more than
 * about 15% rewrote the chapter (or lost part of it), so the creator's text is kept instead.
 */
export function grammarPassHolds(job: Pick<RewriteJob, 'content'>, result: string): boolean {
  const before = bodyChars(job.content)
  const after = bodyChars(result)
  return Math.abs(after - before) <= Math.max(before * GRAMMAR_LENGTH_TOLERANCE, SLACK_CHARS)
}
