import { type AiConfig, createLanguageModel } from './ai-models.ts'
import { type ChapterContext, rewriteChapterWith, streamChapterWith } from '../chapters/chapter-stream.ts'
import { writeDescriptionWith } from '../rewrites/description-call.ts'
import { writeLaunchPieceWith } from '../launch-kit/launch-call.ts'
import { generateOutlineWith, type OutlineContext } from '../outline/outline-call.ts'
import { outputLimits } from './output-limits.ts'
import type { GenerationProvider } from './provider.ts'
import { reviseChapterWith } from '../rewrites/revise-call.ts'
import { rewriteSelectionWith } from '../rewrites/selection-call.ts'
import { retryPolicy, type RetryTiming } from './with-retries.ts'

export interface AiSdkProviderOptions extends RetryTiming {
  /** Lets a test see the HTTP request of a provider it cannot reach (Anthropic). */
  fetch?: typeof globalThis.fetch
}

/**
 * OpenAI, Anthropic or any OpenAI-compatible server through the Vercel AI SDK. The SDK's own
 * retries are off (maxRetries: 0): ours add jitter, a wait cap, a per-attempt timeout and the
 * "never retry a stream that has shown text" rule.
 */
export function createAiSdkProvider(config: AiConfig, options: AiSdkProviderOptions = {}): GenerationProvider {
  const { fetch, ...timing } = options
  const { name, modelId, model, takesJsonSchema } = createLanguageModel(config, fetch)
  const policy = retryPolicy({ maxRetries: config.AI_MAX_RETRIES, timeoutMs: config.AI_TIMEOUT_MS }, timing)
  const limits = outputLimits(config.AI_MAX_OUTPUT_TOKENS)
  const outline: OutlineContext = { model, policy, jsonMode: takesJsonSchema ? 'schema' : 'json', maxOutputTokens: limits.outline }
  const chapters: ChapterContext = { model, policy, limits }
  return {
    name,
    model: modelId,
    generateOutline: (request, callOptions) => generateOutlineWith(outline, request, callOptions?.signal),
    streamChapter: (job) => streamChapterWith(chapters, job),
    rewriteChapter: (job) => rewriteChapterWith(chapters, job),
    reviseChapter: (job) => reviseChapterWith(chapters, job),
    rewriteSelection: (job, onDelta) => rewriteSelectionWith(chapters, job, onDelta),
    writeDescription: (job) => writeDescriptionWith(chapters, job),
    writeLaunchPiece: (job) => writeLaunchPieceWith(outline, job),
  }
}
