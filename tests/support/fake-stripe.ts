import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the Stripe SDK sent, as the fake received it. */
export interface StripeRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** The form-encoded body as flat `key[sub][0]=value` pairs, the way Stripe encodes it. */
  form: Record<string, string>
}

export type FakeSession = Record<string, unknown> & { id: string; payment_status: string; status: string }

/**
 * A local stand-in for the part of Stripe's API the app uses (tests only): creating and
 * retrieving Checkout Sessions. It records every request so tests can check what the SDK sent.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = []
  const sessions = new Map<string, FakeSession>()
  let refuseNext: string | undefined

  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local')
      const form = Object.fromEntries(new URLSearchParams(raw))
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form })
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` })
        res.end(JSON.stringify(body))
      }
      const missing = () =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } })

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (refuseNext) {
          const message = refuseNext
          refuseNext = undefined
          return send(400, { error: { type: 'invalid_request_error', message } })
        }
        const id = `cs_test_${randomBytes(12).toString('hex')}`
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: form.mode,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? 1),
          currency: form['line_items[0][price_data][currency]'],
          client_reference_id: form.client_reference_id ?? null,
          metadata: { payment_id: form['metadata[payment_id]'], user_id: form['metadata[user_id]'], pack: form['metadata[pack]'] },
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
        }
        sessions.set(id, session)
        return send(200, session)
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1] ?? ''))
        return session ? send(200, session) : missing()
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } })
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    requests,
    sessions,
    /** The next session create answers Stripe's 400 with this message. */
    refuseNextCreate(message: string) {
      refuseNext = message
    },
    /** What Stripe's session looks like once the buyer has paid (or a bank debit is still pending). */
    pay(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): FakeSession {
      const session = sessions.get(id)
      if (!session) throw new Error(`no fake session ${id}`)
      Object.assign(session, { payment_status: paymentStatus, status: 'complete', payment_intent: `pi_${randomBytes(8).toString('hex')}` })
      return session
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
