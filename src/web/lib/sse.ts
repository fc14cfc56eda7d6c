import { createParser } from 'eventsource-parser'

/**
 * Server-sent events (the WHATWG format) through eventsource-parser: it hands over each event's
 * `data` (multi-line data joined with '\n') and ignores comments, ids, event names and retry hints.
 * Chunks may split a line (or a '\r\n') anywhere. The draft streams resume by asking again
 * (the server answers what it already wrote), not by the last event id, so ids are not kept.
 */
export function createSseParser(onData: (data: string) => void) {
  const parser = createParser({ onEvent: (event) => onData(event.data) })
  return {
    push: (chunk: string): void => parser.feed(chunk),
    /** The stream ended: an event still missing its blank line is delivered rather than lost. */
    end(): void {
      parser.feed('\n\n')
      parser.reset()
    },
  }
}

/** The data of each event of a response body, in order, as it arrives. */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const ready: string[] = []
  const parser = createSseParser((data) => ready.push(data))
  let finished = false
  try {
    while (!finished) {
      const { done, value } = await reader.read()
      if (done) {
        parser.push(decoder.decode())
        parser.end()
        finished = true
      } else {
        parser.push(decoder.decode(value, { stream: true }))
      }
      while (ready.length > 0) yield ready.shift() as string
    }
  } finally {
    // The consumer may stop early (it got the final event): let go of the connection.
    if (!finished) void reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

/** The JSON of each event of an SSE answer; data that is not JSON is skipped. */
export async function* readSseJson(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  for await (const data of readSseData(body)) {
    try {
      yield JSON.parse(data)
    } catch {
      continue
    }
  }
}
