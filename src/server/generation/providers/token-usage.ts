import type { LanguageModelUsage } from 'ai'

/** Input and output tokens of the calls of one kind, as the providers reported them. */
export interface TaskUsage {
  calls: number
  inputTokens: number
  /** Input tokens the provider served from its prompt cache (read), where it says so. */
  cachedInputTokens: number
  /** Input tokens written to the cache (Anthropic), where the provider says so. */
  cacheWriteTokens: number
  outputTokens: number
}

const totals = new Map<string, TaskUsage>()

/**
 * Adds one call's usage to this process's totals per task ('chapter', 'revision', …): the prompt
 * cache's effect (decision 82) as the provider counts it. Read by `bench:draft`; a provider that
 * reports nothing adds a call and zeros.
 */
export function recordUsage(task: string, usage: LanguageModelUsage | undefined): void {
  const t = totals.get(task) ?? { calls: 0, inputTokens: 0, cachedInputTokens: 0, cacheWriteTokens: 0, outputTokens: 0 }
  t.calls++
  t.inputTokens += usage?.inputTokens ?? 0
  t.cachedInputTokens += usage?.inputTokenDetails?.cacheReadTokens ?? usage?.cachedInputTokens ?? 0
  t.cacheWriteTokens += usage?.inputTokenDetails?.cacheWriteTokens ?? 0
  t.outputTokens += usage?.outputTokens ?? 0
  totals.set(task, t)
}

/** A copy of the totals so far, per task. */
export function tokenUsage(): Record<string, TaskUsage> {
  return Object.fromEntries([...totals].map(([task, t]) => [task, { ...t }]))
}
