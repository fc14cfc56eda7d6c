import { describe, expect, it } from 'vitest'
import { isKnownRoute } from '@core/routes.ts'
import { footerColumns, headerNav } from '@web/components/layout/nav-links.ts'
import { pageEntries } from './page-entries.ts'

describe('page entries (issue 17 item 6)', () => {
  it('name every header and footer page as its link does, and the signed-in pages as the header and user menu do', () => {
    const titles = new Map(pageEntries(true).map((e) => [e.href, e.title]))
    const links = [...headerNav, ...footerColumns.flatMap((c): readonly { label: string; to: string }[] => c.links)]
    for (const link of links) expect(titles.get(link.to), link.to).toBe(link.label)
    expect([titles.get('/dashboard'), titles.get('/projects'), titles.get('/account')]).toEqual(['Dashboard', 'Projects', 'Account'])
    expect(new Set(titles.values()).size).toBe(titles.size)
  })

  it('link to real pages; signed out, the signed-in pages go through sign-in and back', () => {
    for (const e of pageEntries(true)) expect(isKnownRoute(e.href), e.href).toBe(true)
    const signedOut = Object.fromEntries(pageEntries(false).map((e) => [e.title, e]))
    expect(signedOut.Dashboard?.href).toBe('/auth/sign-in?next=%2Fdashboard')
    expect(signedOut.Projects?.href).toBe('/auth/sign-in?next=%2Fprojects')
    expect(signedOut.Account?.detail).toMatch(/^Sign in/)
    expect(signedOut.Pricing?.href).toBe('/pricing')
  })
})
