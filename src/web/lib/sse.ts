/**
 * A minimal reader of server-sent events (the WHATWG format): it hands over each event's `data`
 * (multi-line data joined with '\n') and ignores comments, ids, event names and retry hints.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = ''
  let data: string[] = []

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) onData(data.join('\n'))
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + (text[colon + 1] === ' ' ? 2 : 1))
    if (field === 'data') data.push(value)
  }

  return {
    push(chunk: string): void {
      buffer += chunk
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer)
        // A lone '\r' at the end may be the first half of '\r\n': wait for the next chunk.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) return
        line(buffer.slice(0, match.index))
        buffer = buffer.slice(match.index + match[0].length)
      }
    },
    /** The stream ended: an event still missing its blank line is delivered rather than lost. */
    end(): void {
      if (buffer !== '') line(buffer.replace(/\r$/, ''))
      buffer = ''
      line('')
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
