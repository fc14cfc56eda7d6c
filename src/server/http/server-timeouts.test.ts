import { connect, type Socket } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { applyServerTimeouts } from './server-timeouts.ts'

const request = 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nhi'

/** Sends one request on the socket and resolves with the raw response once it is complete. */
function roundTrip(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readableEnded || socket.destroyed) return reject(new Error('the server closed the idle connection'))
    let text = ''
    const closed = () => reject(new Error('the server closed the idle connection'))
    const onData = (chunk: Buffer) => {
      text += chunk.toString()
      if (!text.endsWith('hi')) return
      for (const [event, listener] of [
        ['data', onData],
        ['end', closed],
        ['close', closed],
      ] as const)
        socket.off(event, listener)
      resolve(text)
    }
    socket.on('data', onData)
    socket.once('end', closed)
    socket.once('close', closed)
    socket.write(request)
  })
}

describe('server keep-alive', () => {
  let server: ReturnType<typeof serve>
  beforeAll(async () => {
    server = serve({ fetch: new Hono().post('/echo', async (c) => c.text(await c.req.text())).fetch, port: 0, hostname: '127.0.0.1' })
    if (!server.listening) await new Promise<void>((done) => server.once('listening', () => done()))
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  it('keeps an idle connection past Node’s 5 s default (+1 s grace), so a POST reusing it does not hang up', async () => {
    applyServerTimeouts(server, loadConfig({}))
    const { port } = server.address() as { port: number }
    const socket = connect(port, '127.0.0.1')
    try {
      expect(await roundTrip(socket)).toMatch(/^HTTP\/1\.1 200/)
      await new Promise((done) => setTimeout(done, 7_000))
      expect(await roundTrip(socket)).toMatch(/^HTTP\/1\.1 200/)
    } finally {
      socket.destroy()
    }
  })

  it('sets the headers timeout above the keep-alive timeout', () => {
    applyServerTimeouts(server, loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '120' }))
    expect('keepAliveTimeout' in server && server.keepAliveTimeout).toBe(120_000)
    expect('headersTimeout' in server && server.headersTimeout).toBe(121_000)
  })
})
