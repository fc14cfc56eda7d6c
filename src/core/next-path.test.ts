import { describe, expect, it } from 'vitest'
import { afterSignInPath, keepNext, safeNextPath, signInPathFor } from './next-path.ts'

describe('safeNextPath', () => {
  it.each(['/pricing', '/dashboard?x=1', '/learn/design-principles#top', '/'])('keeps the same-site path %j', (path) => {
    expect(safeNextPath(path)).toBe(path)
  })

  it.each([
    null,
    undefined,
    '',
    'pricing',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('rejects %j', (next) => {
    expect(safeNextPath(next)).toBeNull()
  })
})

describe('the generator opened on a saved outline (issue 30)', () => {
  it('survives as next, through the sign-in URL and back', () => {
    const path = '/?outline=0b7c6a52-6b8e-4d2e-9a51-3f3f0f1b2c3d'
    const signIn = signInPathFor(path)
    expect(signIn).toBe('/auth/sign-in?next=%2F%3Foutline%3D0b7c6a52-6b8e-4d2e-9a51-3f3f0f1b2c3d')
    const next = new URL(signIn, 'http://x').searchParams.get('next')
    expect(afterSignInPath(next)).toBe(path)
    expect(keepNext('/auth/sign-up', next)).toBe('/auth/sign-up?next=%2F%3Foutline%3D0b7c6a52-6b8e-4d2e-9a51-3f3f0f1b2c3d')
  })
})

describe('afterSignInPath', () => {
  it('goes to the safe next path, else to the dashboard', () => {
    expect(afterSignInPath('/pricing')).toBe('/pricing')
    expect(afterSignInPath('//evil.example')).toBe('/dashboard')
    expect(afterSignInPath(null)).toBe('/dashboard')
  })
})

describe('signInPathFor', () => {
  it('encodes the way back', () => {
    expect(signInPathFor('/dashboard')).toBe('/auth/sign-in?next=%2Fdashboard')
    expect(signInPathFor('/editor?a=1&b=2')).toBe('/auth/sign-in?next=%2Feditor%3Fa%3D1%26b%3D2')
  })
})

describe('keepNext', () => {
  it('passes a safe next on to the other auth screen', () => {
    expect(keepNext('/auth/sign-up', '/')).toBe('/auth/sign-up?next=%2F')
    expect(keepNext('/auth/sign-in', '/editor?project=1')).toBe('/auth/sign-in?next=%2Feditor%3Fproject%3D1')
  })

  it.each([null, '', '//evil.example', 'https://evil.example/'])('drops the unsafe next %j', (next) => {
    expect(keepNext('/auth/sign-up', next)).toBe('/auth/sign-up')
  })
})
