import { CHAPTER_LANGUAGE, dataBlock, type PromptParts, systemPrompt } from '../prompts/prompts.ts'
import type { QualityProblem, ReviseJob } from '../providers/provider.ts'

const quote = (phrase: string) => `"${phrase.length > 80 ? `${phrase.slice(0, 79)}…` : phrase}"`

/** What to do with one flagged sentence: it says what is shared, never deletes an opening line or a figure. */
export function fix(problem: QualityProblem): string {
  switch (problem.kind) {
    case 'repetition': {
      const shared = problem.phrase
        ? `shares the phrase ${quote(problem.phrase)} with chapter ${problem.otherChapter}`
        : `repeats chapter ${problem.otherChapter}`
      return problem.opening
        ? `${shared}, which keeps it; this is the chapter's opening line: reword it in this chapter's own terms (keep it as the opening)`
        : `${shared}, which keeps it: say what this chapter adds in its own words, point to chapter ${problem.otherChapter} in a short clause, or remove the sentence`
    }
    case 'unsourced':
      return 'states a statistic or research finding with no source: keep every figure as written, word the claim so it does not lean on unnamed research, and mark a figure to check with "(verify)" (never invent a source, never delete a figure)'
    case 'phrase':
      return `uses the overused phrase "${problem.phrase}": say it plainly${problem.plain ? ` (e.g. "${problem.plain}")` : ' or drop it'}`
  }
}

export const REVISION_REPLY_SHAPE = '{"revisions": [{"n": 1, "text": "…"}, …]}'

/**
 * One targeted revision. The model sees the chapter for context but answers only with new text for
 * the numbered sentences, which the pass splices in: a few sentences of output instead of a whole
 * chapter, and nothing else in the chapter can change.
 */
export function revisePrompt(job: ReviseJob): PromptParts {
  const prompt = [
    'Some sentences of the chapter in "chapter" need rewriting. For each numbered sentence in "sentences", write its replacement as its "fix" says.',
    '- The replacement stands where the sentence stood: plain prose that fits the text around it, in the same language, one or two sentences, no headings or list markers.',
    '- Use "" as the text to remove a sentence that has nothing to replace it with.',
    `- Reply with JSON only, in this shape: ${REVISION_REPLY_SHAPE}, one entry per numbered sentence.`,
    '',
    dataBlock({
      title: job.title,
      ...(job.language ? { language: job.language } : {}),
      sentences: job.items.map((item, i) => ({ n: i + 1, sentence: item.sentence, fix: item.problems.map(fix).join('; ') })),
      chapter: job.content,
    }),
  ].join('\n')
  return { system: systemPrompt(CHAPTER_LANGUAGE, []), prompt }
}
