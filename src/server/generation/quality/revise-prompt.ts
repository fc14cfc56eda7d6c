import { CHAPTER_LANGUAGE, dataBlock, type PromptParts, systemPrompt } from '../prompts.ts'
import type { QualityProblem, ReviseJob } from '../provider.ts'

function fix(problem: QualityProblem): string {
  switch (problem.kind) {
    case 'repetition':
      return `repeats chapter ${problem.otherChapter} word for word: say what this chapter adds instead, or remove the sentence`
    case 'unsourced':
      return 'states a statistic or research finding with no source: remove the figure or the claim (never invent a source)'
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
