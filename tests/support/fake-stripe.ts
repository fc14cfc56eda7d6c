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

export type FakeSession = Record<string, unknown> & {
  id: string
  payment_status: string
  status: string
  /** The connected account the session was created on (its `Stripe-Account` header), or null for the platform's. */
  account: string | null
}

export type FakeAccount = Record<string, unknown> & { id: string; charges_enabled: boolean }
export type FakeRefund = Record<string, unknown> & { id: string; payment_intent: string; account: string | null }

/** The `metadata[key]=value` pairs of a form as Stripe's object would carry them. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const name = /^metadata\[([^\]]+)\]$/.exec(key)?.[1]
      return name ? [[name, value]] : []
    }),
  )

/**
 * A local stand-in for the part of Stripe's API the app uses (tests only): creating and
 * retrieving Checkout Sessions, and for Stripe Connect (issue 33) connected accounts, their
 * onboarding links and refunds. A request made on a connected account carries the
 * `Stripe-Account` header; the fake keeps each session on its account, as Stripe does (another
 * account cannot retrieve it). It records every request so tests can check what the SDK sent.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = []
  const sessions = new Map<string, FakeSession>()
  const accounts = new Map<string, FakeAccount>()
  const refunds: FakeRefund[] = []
  let refuseNext: string | undefined
  let refuseNextRefund: { message: string; code?: string } | undefined

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
      const missing = (what = 'checkout.session') =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } })
      const onAccount = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null

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
          customer_email: form.customer_email ?? null,
          metadata: metadataOf(form),
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          account: onAccount,
        }
        sessions.set(id, session)
        return send(200, session)
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1] ?? ''))
        return session && session.account === onAccount ? send(200, session) : missing()
      }
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        const id = `acct_${randomBytes(8).toString('hex')}`
        const account: FakeAccount = {
          id,
          object: 'account',
          type: form.type ?? 'standard',
          email: form.email ?? null,
          metadata: metadataOf(form),
          charges_enabled: false,
          details_submitted: false,
        }
        accounts.set(id, account)
        return send(200, account)
      }
      const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && accountMatch) {
        const account = accounts.get(decodeURIComponent(accountMatch[1] ?? ''))
        return account ? send(200, account) : missing('account')
      }
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        const account = accounts.get(form.account ?? '')
        if (!account) return missing('account')
        return send(200, {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/s/${account.id}/${randomBytes(6).toString('hex')}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
        })
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        if (refuseNextRefund) {
          const { message, code } = refuseNextRefund
          refuseNextRefund = undefined
          return send(400, { error: { type: 'invalid_request_error', message, ...(code && { code }) } })
        }
        const intent = form.payment_intent ?? ''
        const paid = [...sessions.values()].find((s) => s.payment_intent === intent && s.account === onAccount)
        if (!paid) return missing('payment_intent')
        const refund: FakeRefund = {
          id: `re_${randomBytes(8).toString('hex')}`,
          object: 'refund',
          payment_intent: intent,
          amount: paid.amount_total,
          status: 'succeeded',
          account: onAccount,
        }
        refunds.push(refund)
        return send(200, refund)
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
    accounts,
    refunds,
    /** The next session create answers Stripe's 400 with this message. */
    refuseNextCreate(message: string) {
      refuseNext = message
    },
    /** The next refund answers Stripe's 400 with this message (and code, e.g. charge_already_refunded). */
    refuseNextRefund(message: string, code?: string) {
      refuseNextRefund = { message, ...(code && { code }) }
    },
    /** A connected account made outside the app (another creator's, say), ready to take charges. */
    addAccount(chargesEnabled = true): FakeAccount {
      const account: FakeAccount = { id: `acct_${randomBytes(8).toString('hex')}`, object: 'account', charges_enabled: chargesEnabled }
      accounts.set(account.id, account)
      return account
    },
    /** The creator finished onboarding: the account may take charges (what account.updated then reports). */
    enableCharges(id: string): FakeAccount {
      const account = accounts.get(id)
      if (!account) throw new Error(`no fake account ${id}`)
      return Object.assign(account, { charges_enabled: true, details_submitted: true })
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
