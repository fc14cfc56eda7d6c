import { PRODUCT_GUIDANCE } from './prompt-guidance.ts'
import type { RewriteJob } from '../providers/provider.ts'

/** What a rewrite prompt adds from the book around the chapter: system rules, instruction lines and data. */
export interface RewriteContext {
  system: string[]
  lines: string[]
  data: Record<string, unknown>
}

type Task = NonNullable<RewriteJob['modifier']> | 'afresh'

/** What each rewrite does; 'afresh' is a regeneration without a modifier. */
export const REWRITE_TASK: Record<Task, string> = {
  shorter:
    'Rewrite the chapter in the data block to about half its length. Keep its key points and its Markdown structure (headings, lists, checkboxes, tables).',
  longer:
    'Expand the chapter in the data block to one and a half to two times its length with depth, examples and practical detail that fit it. ' +
    'Keep its structure and Markdown conventions.',
  grammar:
    'Correct only the spelling, grammar and punctuation of the chapter in the data block. Keep the meaning, every correct word, ' +
    'the voice, the structure and all Markdown exactly as they are; add, remove, reorder and restyle nothing.',
  restyle:
    'Rewrite the chapter in the data block in the tone given. Keep every fact, point, example and number, and the structure: ' +
    'the same headings in the same order, every list item and checkbox (ticked or not) and every table. Change only the voice; ' +
    'add no point, drop none, and keep the length within about a tenth of the original.',
  afresh:
    'Write the chapter in the data block afresh, on the same title, for the audience and in the tone given. ' +
    'The current text shows its scope; write new text rather than copying it.',
}

// Tasks that choose what the chapter covers. A restyle keeps every point, so a plan or the
// neighbours could only tempt it to add or drop some; a grammar pass changes no content at all.
const CHOOSES_CONTENT: ReadonlySet<Task> = new Set(['afresh', 'longer', 'shorter'])

const neighbour = (c: { title: string; plan?: string | undefined }) => ({ title: c.title, ...(c.plan ? { plan: c.plan } : {}) })

/**
 * The book a rewrite belongs to (issue 14), so a checklist chapter comes back a checklist, in the
 * book's language, within its plan and off its neighbours' ground. Every field is optional: the
 * bare payload (title, text, tone, audience, modifier) has none of them.
 */
export function rewriteContext(job: RewriteJob): RewriteContext {
  const task: Task = job.modifier ?? 'afresh'
  // A grammar pass gets no tone, no shape and no scope: it corrects the text as it stands.
  if (task === 'grammar') return { system: [], lines: [], data: {} }
  const system: string[] = []
  const lines: string[] = []
  const data: Record<string, unknown> = {}
  if (job.productType) {
    system.push(`Product type: ${PRODUCT_GUIDANCE[job.productType].chapter}`)
    lines.push(
      `- This is a chapter of ${job.productType === 'ebook' ? 'an' : 'a'} ${job.productType}: keep it shaped as the system message says for one` +
        (task === 'afresh' ? '.' : ', and where its usual length differs from the task, the task decides.'),
    )
    data.productType = job.productType
  }
  if (job.bookTitle) {
    lines.push('- "bookTitle" is the title of the book this chapter belongs to: write it as part of that book.')
    data.bookTitle = job.bookTitle
  }
  if (CHOOSES_CONTENT.has(task)) {
    if (job.plan) {
      const use = task === 'shorter' ? 'keep what serves it and cut first what strays from it' : 'cover that and stay within it'
      lines.push(`- "chapterPlan" is what this chapter is planned to cover: ${use}.`)
      data.chapterPlan = job.plan
    }
    const { previous, next } = job.neighbours ?? {}
    if (previous || next) {
      const both = previous !== undefined && next !== undefined
      const which = [previous ? '"previousChapter"' : '', next ? '"nextChapter"' : ''].filter(Boolean).join(' and ')
      const them = both ? 'them' : 'it'
      lines.push(
        `- ${which} ${both ? 'are the chapters' : 'is the chapter'} beside this one: do not cover what ${both ? 'they cover' : 'it covers'}` +
          (task === 'shorter' ? `, and cut what overlaps with ${them}.` : `; at most refer to ${them} in passing.`),
      )
      if (previous) data.previousChapter = neighbour(previous)
      if (next) data.nextChapter = neighbour(next)
    }
  }
  return { system, lines, data }
}
