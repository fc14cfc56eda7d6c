/** Turns a finished text into a real stream: several chunks, yielding to the event loop between them. */

export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError')
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal)
}

/**
 * Blocks (split at blank lines), with long paragraphs split further at sentence ends, so text
 * appears progressively. Splitting only at boundaries keeps every character: joined, the
 * chunks are exactly the input.
 */
export function splitChunks(text: string): string[] {
  return text.split(/(?<=\n\n)/).flatMap((block) => (/^[A-Za-z*]/.test(block) && block.length > 160 ? block.split(/(?<=[.!?] )/) : [block]))
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      clearImmediate(immediate)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = ms > 0 ? setTimeout(done, ms) : undefined
    const immediate = ms > 0 ? undefined : setImmediate(done)
    signal?.addEventListener('abort', done, { once: true })
  })
}

export async function* streamText(produce: () => string, options: { signal?: AbortSignal; delayMs?: number }): AsyncGenerator<string> {
  const { signal, delayMs = 0 } = options
  throwIfAborted(signal)
  for (const chunk of splitChunks(produce())) {
    await pause(delayMs, signal)
    throwIfAborted(signal)
    yield chunk
  }
}
