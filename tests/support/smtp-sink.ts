import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface SinkMessage {
  /** The envelope sender and recipients (MAIL FROM, RCPT TO). */
  from: string
  to: string[]
  /** The message as it arrived: headers, a blank line, the body (dot-stuffing undone). */
  data: string
}

export interface SmtpSink {
  port: number
  url: string
  received: SinkMessage[]
  close(): Promise<void>
}

/**
 * A minimal SMTP server on a loopback port (no TLS, no AUTH) that keeps every message it accepts:
 * what the app's own SMTP_URL path sends, counted where it lands. `delayMs` holds each message's
 * final reply, so a sender is slow enough to be stopped part-way.
 */
export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const received: SinkMessage[] = []
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8')
    socket.on('error', () => undefined)
    let buffer = ''
    let inData = false
    let current: SinkMessage = { from: '', to: [], data: '' }
    socket.write('220 localhost test SMTP ready\r\n')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            const message = current
            current = { from: '', to: [], data: '' }
            const accept = () => {
              received.push(message)
              if (!socket.destroyed) socket.write('250 2.0.0 Queued\r\n')
            }
            if (options.delayMs) setTimeout(accept, options.delayMs)
            else accept()
          } else {
            current.data += `${line.startsWith('.') ? line.slice(1) : line}\n`
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-localhost greets you\r\n250 8BITMIME\r\n')
        else if (verb === 'HELO') socket.write('250 localhost\r\n')
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? ''
          socket.write('250 2.1.0 OK\r\n')
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '')
          socket.write('250 2.1.5 OK\r\n')
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n')
        else if (verb === 'QUIT') socket.end('221 Bye\r\n')
        else socket.write('502 5.5.2 Command not recognized\r\n')
      }
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        // Pooled client connections would otherwise hold close() open.
        server.unref()
        setTimeout(done, 200).unref()
      }),
  }
}

/** A header's value in a received message (folded lines joined), or undefined. */
export function sinkHeader(message: SinkMessage, name: string): string | undefined {
  const head = message.data.split('\n\n')[0] ?? ''
  const unfolded = head.replace(/\n[ \t]+/g, ' ')
  const line = unfolded.split('\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}
