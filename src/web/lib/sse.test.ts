import { describe, expect, it } from 'vitest'
import { createSseParser, readSseData } from './sse.ts'

function parse(chunks: string[]): string[] {
  const out: string[] = []
  const parser = createSseParser((d) => out.push(d))
  for (const chunk of chunks) parser.push(chunk)
  parser.end()
  return out
}

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

describe('createSseParser', () => {
  it('gives the data of each event', () => {
    expect(parse(['data: {"type":"delta","text":"Hi"}\n\n', 'data: {"type":"done","content":"Hi"}\n\n'])).toEqual([
      '{"type":"delta","text":"Hi"}',
      '{"type":"done","content":"Hi"}',
    ])
  })

  it('joins events split anywhere across chunks, including inside \\r\\n', () => {
    expect(parse(['da', 'ta: a', 'b\r', '\n\r', '\ndata: c\n', '\n'])).toEqual(['ab', 'c'])
  })

  it('joins multi-line data and skips comments, names, ids and empty events', () => {
    const text = ': keep-alive\n\nevent: chapter\nid: 7\ndata: one\ndata:two\nretry: 10\n\n\n\n'
    expect(parse([text])).toEqual(['one\ntwo'])
  })

  it('keeps a space after the first one and colons in the value', () => {
    expect(parse(['data:  {"a":"b:c"}\n\n'])).toEqual([' {"a":"b:c"}'])
  })

  it('delivers a last event that lacks its blank line', () => {
    expect(parse(['data: last'])).toEqual(['last'])
  })

  it('ends cleanly on a lone \\r, a single newline or bare \\r line ends', () => {
    expect(parse(['data: a\r'])).toEqual(['a'])
    expect(parse(['data: b\n'])).toEqual(['b'])
    expect(parse(['data: x\rdata: y\r\r', 'data: z\r\r'])).toEqual(['x\ny', 'z'])
  })

  it('reads a field name split letter by letter across chunks', () => {
    expect(parse(['d', 'a', 't', 'a', ':', ' z\n', '\n'])).toEqual(['z'])
  })

  it('skips a leading byte-order mark, as the format says', () => {
    expect(parse(['\uFEFFdata: first\n\n'])).toEqual(['first'])
  })
})

describe('readSseData', () => {
  it('reads a byte stream, decoding characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: café ☕\n\n')
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte))
        controller.close()
      },
    })
    const seen: string[] = []
    for await (const data of readSseData(body)) seen.push(data)
    expect(seen).toEqual(['café ☕'])
  })

  it('lets the consumer stop early and releases the stream', async () => {
    const body = streamOf(['data: 1\n\n', 'data: 2\n\n'])
    for await (const data of readSseData(body)) {
      expect(data).toBe('1')
      break
    }
    expect(body.locked).toBe(false)
  })
})
