import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { Drain, drainRequests } from './drain.ts'

/** Just enough of a ServerResponse for `watch`: headers until sent, and a 'close' at the end. */
class FakeResponse extends EventEmitter {
  headersSent = false
  readonly headers = new Map<string, string>()
  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value)
  }
}

function watchedServer(drain: Drain) {
  const server = new EventEmitter()
  drain.watch(server as never)
  return (response = new FakeResponse()) => {
    server.emit('request', {} as IncomingMessage, response as unknown as ServerResponse)
    return response
  }
}

describe('Drain', () => {
  it('counts tracked work until it settles, rejected work too; idle resolves then (at once when nothing runs)', async () => {
    const drain = new Drain()
    await drain.idle()
    let finish!: () => void
    let fail!: (error: Error) => void
    void drain.track(new Promise<void>((resolve) => (finish = resolve)))
    drain.track(new Promise<void>((_, reject) => (fail = reject))).catch(() => undefined)
    expect(drain.inFlight).toBe(2)
    let idle = false
    void drain.idle().then(() => (idle = true))
    finish()
    fail(new Error('a failed chapter'))
    await drain.idle()
    expect(idle).toBe(true)
    expect(drain.inFlight).toBe(0)
  })

  it('counts each request until its response closes, and closes the connections of answers not sent yet once draining', async () => {
    const drain = new Drain()
    const request = watchedServer(drain)
    const streaming = request()
    streaming.headersSent = true
    const rendering = request()
    expect(drain.inFlight).toBe(2)
    drain.begin()
    expect(rendering.headers.get('connection')).toBe('close')
    expect(streaming.headers.has('connection')).toBe(false)
    // One that still comes on an open connection is told to close it after its (refused) answer.
    const late = request()
    expect(late.headers.get('connection')).toBe('close')
    for (const response of [streaming, rendering, late]) response.emit('close')
    await drain.idle()
    expect(drain.inFlight).toBe(0)
  })

  it('handOver aborts handBack with the shutting_down error, once', () => {
    const drain = new Drain()
    drain.handOver()
    const reason: unknown = drain.handBack.reason
    drain.handOver()
    expect(drain.handBack.aborted).toBe(true)
    expect(drain.handBack.reason).toBe(reason)
    expect(reason).toMatchObject({ status: 503, body: { code: 'shutting_down' }, retryAfterSeconds: 2 })
  })
})

describe('drainRequests', () => {
  function app(drain: Drain) {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const hono = new Hono()
      .use('*', drainRequests(drain))
      .get('/api/health', (c) => c.json({ status: 'ok' }))
      .get('/metrics', (c) => c.text('# metrics'))
      .get('/api/ready', (c) => c.json({ status: 'ready' }))
      .post('/api/export/pdf', async (c) => {
        await held
        return c.body('%PDF-')
      })
    return { hono, release }
  }

  it('counts a handler in flight until it returns', async () => {
    const drain = new Drain()
    const { hono, release } = app(drain)
    const answer = hono.request('/api/export/pdf', { method: 'POST' })
    await Promise.resolve()
    expect(drain.inFlight).toBe(1)
    release()
    expect((await answer).status).toBe(200)
    expect(drain.inFlight).toBe(0)
  })

  it('while draining: a new request gets 503 shutting_down, Retry-After and Connection: close; liveness and metrics still answer', async () => {
    const drain = new Drain()
    const { hono } = app(drain)
    drain.begin()
    for (const path of ['/api/export/pdf', '/api/ready']) {
      const res = await hono.request(path, { method: path.includes('export') ? 'POST' : 'GET' })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ code: 'shutting_down', message: expect.stringContaining('Nothing was lost or charged') })
      expect(res.headers.get('retry-after')).toBe('2')
      expect(res.headers.get('connection')).toBe('close')
    }
    expect((await hono.request('/api/health')).status).toBe(200)
    expect((await hono.request('/metrics')).status).toBe(200)
    expect(drain.inFlight).toBe(0)
  })
})
