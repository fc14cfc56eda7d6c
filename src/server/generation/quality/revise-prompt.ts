import { CHAPTER_LANGUAGE, dataBlock, type PromptParts, systemPrompt } from '../prompts.ts'
import type { QualityProblem, ReviseJob } from '../provider.ts'

function fix(problem: QualityProblem): string {
  switch (problem.kind) {
    case 'repetition':
      return `repeats chapter ${problem.otherChapter} word for word: say something this chapter adds, or remove the sentence`
    case 'unsourced':
      return 'states a statistic or research finding with no source: remove the figure or the claim (do not invent a source)'
    case 'phrase':
      return `uses the overused phrase "${problem.phrase}": say it plainly${problem.plain ? ` (e.g. "${problem.plain}")` : ' or drop it'}`
  }
}

/** One targeted revision: the listed sentences change, nothing else does. */
export function revisePrompt(job: ReviseJob): PromptParts {
  const prompt = [
    'Revise the chapter in "chapter" by rewriting ONLY the sentences listed in "sentences", each as its "fix" says.',
    '- Keep every other line exactly as it is: the headings, lists, tables, task boxes, order and structure.',
    '- The first line stays "## " followed by "title" exactly as given.',
    '- Reply with the whole revised chapter in Markdown, without a code fence and without any remark before or after it.',
    '',
    dataBlock({
      title: job.title,
      ...(job.language ? { language: job.language } : {}),
      sentences: job.items.map((item) => ({ sentence: item.sentence, fix: item.problems.map(fix).join('; ') })),
      chapter: job.content,
    }),
  ].join('\n')
  return { system: systemPrompt(CHAPTER_LANGUAGE, []), prompt }
}
