import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Queryable } from '../db/database.ts'
import { randomToken } from './secure-random.ts'

export const SIGNING_ALGORITHM = 'ES256'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

interface KeyRow {
  kid: string
  private_jwk: JWK
  public_jwk: JWK
}

/**
 * The ES256 key that signs access tokens. Made on first start and stored in the database, so
 * every process and every restart signs with the same key and the JWKS stays stable.
 */
export async function loadSigningKey(db: Queryable): Promise<SigningKey> {
  let row = (await db.query<KeyRow>('select kid, private_jwk, public_jwk from auth.signing_keys order by created_at limit 1')).rows[0]
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true })
    const kid = randomToken(12)
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig', key_ops: ['verify'] }
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM }
    // Two processes starting together may both generate; the first insert wins and both read it back.
    await db.query(
      'insert into auth.signing_keys (kid, algorithm, private_jwk, public_jwk) select $1, $2, $3, $4 where not exists (select 1 from auth.signing_keys)',
      [kid, SIGNING_ALGORITHM, privateJwk, publicJwk],
    )
    row = (await db.query<KeyRow>('select kid, private_jwk, public_jwk from auth.signing_keys order by created_at limit 1')).rows[0]
    if (!row) throw new Error('Could not store the auth signing key')
  }
  const privateKey = (await importJWK(row.private_jwk, SIGNING_ALGORITHM)) as CryptoKey
  return { kid: row.kid, privateKey, publicJwk: row.public_jwk }
}
