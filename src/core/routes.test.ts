import { describe, expect, it } from 'vitest'
import { isKnownRoute, paths } from './routes.ts'

describe('isKnownRoute', () => {
  it('accepts every fixed path of the route table', () => {
    for (const path of Object.values(paths)) expect(isKnownRoute(path), path).toBe(true)
  })

  it('accepts the learning categories and their guides, in the right category only', () => {
    expect(isKnownRoute('/learn/design-principles')).toBe(true)
    expect(isKnownRoute('/learn/marketing-sales/pricing')).toBe(true)
    expect(isKnownRoute('/learn/content-strategy/pricing')).toBe(false)
    expect(isKnownRoute('/learn/unknown')).toBe(false)
    expect(isKnownRoute('/learn/content-strategy/niches/extra')).toBe(false)
  })

  it('ignores a trailing slash and rejects other paths', () => {
    expect(isKnownRoute('/pricing/')).toBe(true)
    expect(isKnownRoute('/nope')).toBe(false)
    expect(isKnownRoute('/auth')).toBe(false)
  })
})
