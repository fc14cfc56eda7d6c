import type { Outline, OutlineRequest } from '../../src/core/generation-schemas.ts'
import type { ChapterJob, GenerationProvider, RewriteJob, SelectionJob } from '../../src/server/generation/providers/provider.ts'
import { ProviderError, type ProviderFailure } from '../../src/server/generation/providers/provider-error.ts'

/**
 * A GenerationProvider for route tests: answers at once, fails on demand (a ProviderError by
 * failure, or any Error), or waits at a gate until released, honouring abort signals.
 */
export interface ScriptedProvider {
  provider: GenerationProvider
  outlineCalls: OutlineRequest[]
  rewriteCalls: RewriteJob[]
  selectionCalls: SelectionJob[]
  /** Every call from now on fails with this; undefined makes calls succeed again. */
  failWith(failure: ProviderFailure | Error | undefined, message?: string): void
  /** Calls from now on wait; `entered` resolves when one reaches the gate. */
  hold(): { entered: Promise<void>; release(): void }
  /** What the next outline call returns (e.g. something off-schema). */
  nextOutline(outline: unknown): void
}

function outlineFor(request: OutlineRequest): Outline {
  return {
    title: `The ${request.topic} ${request.productType}`,
    subtitle: 'Clear Steps That Get Results',
    description: `A ${request.tone} ${request.productType} about ${request.topic}.`,
    chapters: [{ title: 'Getting started' }, { title: 'Going further' }],
  }
}

function untilOpen(gate: Promise<void>, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
    void gate.then(resolve)
  })
}

export function scriptedProvider(name = 'scripted'): ScriptedProvider {
  let failure: Error | undefined
  let gate: { open: Promise<void>; arrived: () => void } | undefined
  let override: unknown
  const outlineCalls: OutlineRequest[] = []
  const rewriteCalls: RewriteJob[] = []
  const selectionCalls: SelectionJob[] = []

  async function step(signal?: AbortSignal) {
    if (gate) {
      gate.arrived()
      await untilOpen(gate.open, signal)
    }
    if (failure) throw failure
  }

  const provider: GenerationProvider = {
    name,
    model: 'scripted-1',
    async generateOutline(request, options) {
      outlineCalls.push(request)
      await step(options?.signal)
      const result = override ?? outlineFor(request)
      override = undefined
      return result as Outline
    },
    async *streamChapter(job: ChapterJob) {
      await step(job.signal)
      yield `## ${job.brief.chapters[job.index]?.title}\n\n`
      yield `Text about ${job.brief.topic}.`
    },
    async rewriteChapter(job) {
      rewriteCalls.push(job)
      await step(job.signal)
      return { title: job.chapterTitle, content: `## ${job.chapterTitle}\n\n${job.modifier ?? 'rewritten'}: ${job.content}` }
    },
    async rewriteSelection(job, onDelta) {
      selectionCalls.push(job)
      await step(job.signal)
      const text = `${job.action}: ${job.selection}`
      onDelta?.(text.slice(0, 4))
      onDelta?.(text.slice(4))
      return text
    },
  }

  return {
    provider,
    outlineCalls,
    rewriteCalls,
    selectionCalls,
    failWith(next, message = `scripted ${String(next)}`) {
      failure = typeof next === 'string' ? new ProviderError(next, message) : next
    },
    hold() {
      let release!: () => void
      let arrived!: () => void
      const open = new Promise<void>((resolve) => (release = resolve))
      const entered = new Promise<void>((resolve) => (arrived = resolve))
      gate = { open, arrived }
      return {
        entered,
        release: () => {
          gate = undefined
          release()
        },
      }
    },
    nextOutline(outline) {
      override = outline
    },
  }
}
