import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, generateImage, type ImageModel } from 'ai'
import type { AiImageConfig } from '../config.ts'
import { retryAfterMs } from '../generation/providers/classify-error.ts'
import { AppError } from '../http/app-error.ts'
import { log } from '../observability/logger.ts'

/** The configured image model and the size asked of it. */
export interface CoverImageModel {
  modelId: string
  model: ImageModel
  size: `${number}x${number}`
}

/**
 * The portrait size closest to 2:3 each model draws: gpt-image-* 1024×1536 (exactly 2:3), dall-e-3
 * 1024×1792 (4:7, the designer crops), dall-e-2 only squares. Others get 1024×1536, which most
 * OpenAI-compatible servers accept or round.
 */
export function coverSize(modelId: string): CoverImageModel['size'] {
  if (/^dall-e-3/.test(modelId)) return '1024x1792'
  if (/^dall-e-2/.test(modelId)) return '1024x1024'
  return '1024x1536'
}

/** The AI SDK image model AI_IMAGE_MODEL names (decision 89); `fetch` is for tests. */
export function createCoverImageModel(config: AiImageConfig, fetch?: typeof globalThis.fetch): CoverImageModel {
  const { modelId, baseURL, apiKey } = config
  const model =
    config.provider === 'openai'
      ? createOpenAI({ apiKey, baseURL, fetch }).image(modelId)
      : createOpenAICompatible({ name: 'openai-compatible', baseURL: baseURL as string, apiKey, fetch }).imageModel(modelId)
  return { modelId, model, size: coverSize(modelId) }
}

/** An image as the model sent it; its bytes are checked like any upload before they are kept. */
export interface GeneratedCover {
  bytes: Uint8Array
}

// The provider's safety system: OpenAI says `content_policy_violation` (DALL·E) or
// `moderation_blocked` (gpt-image-1), and other servers mostly copy one or say "safety".
const REFUSAL = /content_policy_violation|moderation_blocked|safety system|content[ _-]?policy|safety/i

/**
 * Draws one cover image. No retries: each attempt may be billed to the operator, and the creator
 * can press the button again. Every failure becomes one of the image codes (src/core/errors.ts);
 * none of them is charged. The caller's own abort (they left) is passed through as is.
 */
export async function drawCover(
  image: CoverImageModel,
  prompt: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<GeneratedCover> {
  const timer = new AbortController()
  const timeout = setTimeout(() => timer.abort(new Error('image model timeout')), options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal
  try {
    const result = await generateImage({ model: image.model, prompt, n: 1, size: image.size, maxRetries: 0, abortSignal: signal })
    const bytes = result.images[0]?.uint8Array
    if (!bytes || bytes.length === 0) throw new AppError('image_model_failed')
    return { bytes }
  } catch (error) {
    if (options.signal?.aborted) throw error
    if (timer.signal.aborted) throw new AppError('image_model_timeout')
    throw imageModelFailure(error)
  } finally {
    clearTimeout(timeout)
  }
}

/** What a failed image call answers; refusals of the request itself are logged for the operator. */
export function imageModelFailure(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    const status = error.statusCode
    if (status === 429) {
      const busy = new AppError('image_model_rate_limited')
      const wait = retryAfterMs(error.responseHeaders)
      busy.retryAfterSeconds = Math.max(1, Math.ceil((wait ?? 30_000) / 1000))
      return busy
    }
    if (status === 408 || status === 504) return new AppError('image_model_timeout')
    if (status === 400 && REFUSAL.test(error.responseBody ?? '')) return new AppError('image_model_refused')
    if (status < 500) {
      // A wrong key, an unknown model or a size it does not draw: the operator's to fix.
      log.error({ status, responseBody: error.responseBody?.slice(0, 500) }, '[covers] the image model refused the request')
      return new AppError('image_model_failed', 'The image model refused the request: the server’s image model settings need checking.')
    }
    return new AppError('image_model_failed')
  }
  log.error(`[covers] image model call failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
  return new AppError('image_model_failed')
}
