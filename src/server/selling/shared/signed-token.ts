import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../db/database.ts'

/**
 * Selling's tokens (decision 127): signed, single-purpose and, where the purpose asks, expiring.
 * A token is `<payload>.<mac>`, both base64url; the MAC covers the purpose, so a download page's
 * token is refused as a file link or an unsubscribe link. The key is the database's (selling_keys),
 * so every replica accepts what another signed and a restart changes nothing.
 */
export type TokenPurpose = 'download-page' | 'file' | 'confirm' | 'unsubscribe' | 'browser'

export interface TokenPayload {
  /** The row the token is for (an order, a subscriber). */
  id: string
  /** Anything else the purpose needs (a file link's format, a confirmation's product). */
  [key: string]: string | number
}

export interface Signer {
  sign(purpose: TokenPurpose, payload: TokenPayload, expiresAt?: Date): string
  /** The payload, or undefined for a token that is forged, for another purpose, malformed or expired at `now`. */
  verify(purpose: TokenPurpose, token: string, now?: Date): TokenPayload | undefined
}

const b64 = (buffer: Buffer) => buffer.toString('base64url')

export function signerFor(secret: Buffer): Signer {
  const mac = (purpose: TokenPurpose, body: string) => createHmac('sha256', secret).update(`${purpose}.${body}`).digest()
  return {
    sign(purpose, payload, expiresAt) {
      const claims = expiresAt ? { ...payload, exp: Math.floor(expiresAt.getTime() / 1000) } : payload
      const body = b64(Buffer.from(JSON.stringify(claims)))
      return `${body}.${b64(mac(purpose, body))}`
    },
    verify(purpose, token, now = new Date()) {
      if (token.length > 2048) return undefined
      const [body, signature, extra] = token.split('.')
      if (!body || !signature || extra !== undefined) return undefined
      const expected = mac(purpose, body)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      let claims: unknown
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
      } catch {
        return undefined
      }
      if (!claims || typeof claims !== 'object' || typeof (claims as TokenPayload).id !== 'string') return undefined
      const { exp, ...payload } = claims as TokenPayload & { exp?: number }
      if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= now.getTime())) return undefined
      return payload as TokenPayload
    },
  }
}

const signers = new WeakMap<object, Promise<Signer>>()

/** The database's signer, made once per database handle; the first server to ask creates the key. */
export function sellingSigner(db: Queryable): Promise<Signer> {
  let signer = signers.get(db)
  if (!signer) {
    signer = loadSecret(db).then(signerFor)
    signer.catch(() => signers.delete(db))
    signers.set(db, signer)
  }
  return signer
}

async function loadSecret(db: Queryable): Promise<Buffer> {
  await db.query('insert into public.selling_keys (id, secret) values (1, $1) on conflict (id) do nothing', [randomBytes(32)])
  const { rows } = await db.query<{ secret: Uint8Array }>('select secret from public.selling_keys where id = 1')
  return Buffer.from(rows[0]!.secret)
}
