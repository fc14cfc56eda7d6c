import { describe, expect, it } from 'vitest'
import { learnCategories } from '@core/learn.ts'
import { routeTitle } from './route-preload.ts'
import { routes } from './routes.tsx'

describe('routeTitle', () => {
  it('names each screen from the route table, the home page with the product', () => {
    expect(routeTitle(routes, '/')).toBe('Folio — AI digital product generator')
    expect(routeTitle(routes, '/pricing')).toBe('Pricing — Folio')
    expect(routeTitle(routes, '/dashboard')).toBe('Dashboard — Folio')
    expect(routeTitle(routes, '/no/such/page')).toBe('Page Not Found — Folio')
  })

  it('names a guide by its title', () => {
    const category = learnCategories[0]
    const guide = category?.guides[0]
    expect(routeTitle(routes, `/learn/${category?.slug}/${guide?.slug}`)).toBe(`${guide?.title} — Folio`)
    expect(routeTitle(routes, `/learn/${category?.slug}/no-such-guide`)).toBe('Page Not Found — Folio')
  })
})
