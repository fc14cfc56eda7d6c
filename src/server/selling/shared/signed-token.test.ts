import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signerFor } from './signed-token.ts'

const signer = signerFor(randomBytes(32))
const now = new Date('2026-11-28T12:00:00Z')

describe('selling tokens', () => {
  it('gives back the payload of a token it signed, for the same purpose', () => {
    const token = signer.sign('file', { id: 'order-1', format: 'pdf' }, new Date(now.getTime() + 60_000))
    expect(signer.verify('file', token, now)).toEqual({ id: 'order-1', format: 'pdf' })
  })

  it('refuses a token signed for another purpose', () => {
    const token = signer.sign('download-page', { id: 'order-1' })
    expect(signer.verify('unsubscribe', token, now)).toBeUndefined()
    expect(signer.verify('file', token, now)).toBeUndefined()
  })

  it('refuses an expired token from its expiry on', () => {
    const expiresAt = new Date(now.getTime() + 60_000)
    const token = signer.sign('file', { id: 'order-1', format: 'pdf' }, expiresAt)
    expect(signer.verify('file', token, new Date(expiresAt.getTime() - 1000))).toBeDefined()
    expect(signer.verify('file', token, expiresAt)).toBeUndefined()
  })

  it('refuses a changed payload, another key, and malformed tokens', () => {
    const token = signer.sign('confirm', { id: 'sub-1', product: 'p-1' })
    const [, mac] = token.split('.')
    const forged = `${Buffer.from(JSON.stringify({ id: 'sub-2', product: 'p-1' })).toString('base64url')}.${mac}`
    expect(signer.verify('confirm', forged, now)).toBeUndefined()
    expect(signerFor(randomBytes(32)).verify('confirm', token, now)).toBeUndefined()
    for (const bad of ['', '.', 'abc', `${token}.x`, 'a'.repeat(3000), '%%%.%%%'])
      expect(signer.verify('confirm', bad, now)).toBeUndefined()
  })
})
