import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'
import type { Config } from '../../config.ts'

export type AiProviderName = Exclude<Config['AI_PROVIDER'], 'offline'>

/** The part of the configuration the AI SDK provider reads; the output limit has a default (output-limits.ts). */
export type AiConfig = Pick<
  Config,
  'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY' | 'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES'
> &
  Partial<Pick<Config, 'AI_MAX_OUTPUT_TOKENS'>> & { AI_PROVIDER: AiProviderName }

export const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const

export interface ResolvedModel {
  name: AiProviderName
  modelId: string
  model: LanguageModel
  /** Whether the API takes a JSON schema for structured output. */
  takesJsonSchema: boolean
}

/** `fetch` is for tests that must see the HTTP request without a network. */
export function createLanguageModel(config: AiConfig, fetch?: typeof globalThis.fetch): ResolvedModel {
  const baseURL = config.AI_BASE_URL
  switch (config.AI_PROVIDER) {
    case 'openai': {
      const modelId = config.AI_MODEL ?? DEFAULT_MODELS.openai
      const provider = createOpenAI({ apiKey: config.OPENAI_API_KEY ?? config.AI_API_KEY, baseURL, fetch })
      // `.chat` speaks /v1/chat/completions, which every OpenAI-style server and our test fake serve.
      return { name: 'openai', modelId, model: provider.chat(modelId), takesJsonSchema: true }
    }
    case 'anthropic': {
      const modelId = config.AI_MODEL ?? DEFAULT_MODELS.anthropic
      const provider = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY ?? config.AI_API_KEY, baseURL, fetch })
      return { name: 'anthropic', modelId, model: provider(modelId), takesJsonSchema: true }
    }
    case 'openai-compatible': {
      // config.ts requires both for this provider; the checks keep a hand-made config honest.
      if (!baseURL || !config.AI_MODEL) throw new Error('AI_BASE_URL and AI_MODEL are required for openai-compatible')
      // Only AI_API_KEY: an OpenAI key must never be sent to some other server by accident.
      const provider = createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey: config.AI_API_KEY, fetch, includeUsage: true })
      return {
        name: 'openai-compatible',
        modelId: config.AI_MODEL,
        model: provider.chatModel(config.AI_MODEL),
        // Ollama, vLLM and LM Studio differ here; plain JSON mode plus our validation works on all.
        takesJsonSchema: false,
      }
    }
  }
}
