import { describe, expect, it } from 'vitest'
import { safeRedirect } from './email-links.ts'

describe('safeRedirect', () => {
  const site = 'https://folio.example'

  it('keeps URLs on the site origin, path and query included', () => {
    expect(safeRedirect(site, 'https://folio.example/auth/callback')).toBe('https://folio.example/auth/callback')
    expect(safeRedirect(site, 'https://folio.example/auth/callback?next=%2Fpricing')).toBe(
      'https://folio.example/auth/callback?next=%2Fpricing',
    )
  })

  it('falls back to the site URL for other origins, schemes, credentials, garbage or nothing', () => {
    for (const url of [
      undefined,
      '',
      'not a url',
      '/auth/callback',
      'https://evil.example/auth/callback',
      'https://folio.example.evil.example/',
      'http://folio.example/auth/callback',
      'https://folio.example:8443/auth/callback',
      'javascript:alert(1)',
      'https://user:pw@folio.example/',
    ]) {
      expect(safeRedirect(site, url)).toBe(site)
    }
  })

  it('allows any port of the same loopback host in development', () => {
    expect(safeRedirect('http://localhost:3000', 'http://localhost:5173/auth/callback')).toBe('http://localhost:5173/auth/callback')
    expect(safeRedirect('http://127.0.0.1:3000', 'http://127.0.0.1:5173/auth/callback')).toBe('http://127.0.0.1:5173/auth/callback')
    expect(safeRedirect('http://localhost:3000', 'http://127.0.0.1:5173/')).toBe('http://localhost:3000')
    expect(safeRedirect('http://localhost:3000', 'http://localhost.evil.example:3000/')).toBe('http://localhost:3000')
  })
})
