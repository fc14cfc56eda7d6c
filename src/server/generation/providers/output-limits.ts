/** What one AI call is for; each sends its own output limit (decision 34). */
export type OutputTask = 'chapter' | 'continuation' | 'rewrite' | 'outline' | 'revision' | 'description'

/** Fits every model we name as a default: gpt-4o-mini takes 16,384, Claude 3.5 Haiku 8,192, older models 4,096. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 4096

/**
 * The `maxOutputTokens` of each call, in one place. Providers bill the tokens written, not the
 * limit, so the limit is not a budget: it says when a reply was cut off (finish reason `length`,
 * then continued) and bounds a model that runs on. A chapter asks for at most ~1,000 words
 * (≈ 1,400 tokens in English, two to three times that in some scripts), so one ceiling,
 * AI_MAX_OUTPUT_TOKENS, fits every task; lower it for a local server with a small context window.
 * A continuation carries on under the limit of the task it continues.
 */
export function outputLimits(ceiling = DEFAULT_MAX_OUTPUT_TOKENS): Record<OutputTask, number> {
  // A description is a few sentences: 600 tokens is room for 1,000 characters in any script, and no more.
  return {
    chapter: ceiling,
    continuation: ceiling,
    rewrite: ceiling,
    outline: ceiling,
    revision: ceiling,
    description: Math.min(600, ceiling),
  }
}
