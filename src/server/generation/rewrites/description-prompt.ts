import { GENERATION_LIMITS } from '@core/generation.ts'
import { languageRule } from '../prompts/book-language.ts'
import { PRODUCT_GUIDANCE, TONE_GUIDANCE } from '../prompts/prompt-guidance.ts'
import { dataBlock, type PromptParts, systemPrompt } from '../prompts/prompts.ts'
import type { DescriptionJob } from '../providers/provider.ts'

// No language stored (a project from before outlines had one): the book's own words decide.
const BOOK_LANGUAGE =
  'Write in the language of the book: the language of its title, chapter titles and current description. ' +
  'These instructions being in English does not change that.'

/**
 * The description call's prompt (issue 29, decision 103): the blurb again, from the book as it is
 * now, without the chapter count that went stale. The creator's words go in as data, as everywhere.
 */
export function descriptionPrompt(job: DescriptionJob): PromptParts {
  const prompt = [
    `Write a new description of the ${job.productType} in the data: the blurb on its listing and back cover.`,
    `- One to three sentences (at most ${GENERATION_LIMITS.description} characters) on what the buyer gets and who it is for, in the tone given.`,
    '- Work from the title, the subtitle, the audience and the chapters\' titles and plans. "currentDescription" is the one it replaces: ' +
      'keep its promise where the chapters still bear it out.',
    '- Do not say how many chapters, steps, sections or parts it has, and do not number the chapters: the creator may still add or remove some.',
    '- Do not repeat the title or the subtitle word for word.',
    '- Plain text: no heading, no Markdown, no quotation marks around it, no label such as "Description:".',
    '- Reply with the description only: no preamble such as "Here is", no comment or question after it.',
    ...(job.previous ? ['- "previousSuggestion" was not taken: write a clearly different one.'] : []),
    '',
    dataBlock({
      product: {
        title: job.title,
        subtitle: job.subtitle ?? null,
        productType: job.productType,
        targetAudience: job.targetAudience ?? null,
        tone: job.tone,
      },
      chapters: job.chapters.map((c) => ({ title: c.title, ...(c.plan ? { plan: c.plan } : {}) })),
      currentDescription: job.current,
      ...(job.previous ? { previousSuggestion: job.previous } : {}),
    }),
  ].join('\n')
  const language = job.language ? languageRule(job.language) : BOOK_LANGUAGE
  const system = systemPrompt(language, [`Product type: ${PRODUCT_GUIDANCE[job.productType].outline}`, `Tone: ${TONE_GUIDANCE[job.tone]}`])
  return { system, prompt }
}

/** The one repair turn: the reply named a chapter count after all. */
export function descriptionRepairPrompt(named: string): string {
  return `Your description says "${named}". Write it again without saying how many chapters, steps, sections or parts the book has. Reply with the description only.`
}
