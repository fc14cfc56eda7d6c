import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProjectSummary } from '@core/project-schemas.ts'

let answer: () => Promise<{ projects: ProjectSummary[] }>
vi.mock('@web/lib/projects/projects-api.ts', () => ({ listProjects: () => answer() }))

const { setAccount } = await import('@web/lib/auth/account.ts')
const { createSearchEngine } = await import('./search-engine.ts')

const summary = (title: string): ProjectSummary => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  title,
  description: '',
  productType: 'guide',
  chapterCount: 1,
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-01T09:00:00.000Z',
})

describe('search engine: the signed-in user’s projects (issue 13 item 3)', () => {
  beforeEach(() => setAccount('user-a'))

  it('finds the user’s own projects', async () => {
    answer = async () => ({ projects: [summary('Zebra husbandry')] })
    const engine = createSearchEngine()
    expect(await engine.refreshProjects('user-a')).toBe(true)
    expect(engine.search('zebra', 'user-a').map((e) => e.title)).toContain('Zebra husbandry')
  })

  it('drops a project list that arrives after its user left the tab', async () => {
    answer = async () => {
      setAccount('user-b')
      return { projects: [summary('Zebra husbandry')] }
    }
    const engine = createSearchEngine()
    expect(await engine.refreshProjects('user-a')).toBe(false)
    setAccount('user-a')
    expect(engine.search('zebra', 'user-a').map((e) => e.title)).not.toContain('Zebra husbandry')
  })
})

describe('search engine: pages and typos (issue 17 item 6)', () => {
  const top = (query: string, userId: string | null) => createSearchEngine().search(query, userId, 8)[0]

  it('finds pages by name, with a typo, or by the words people use for them', () => {
    const cases: [string, string][] = [
      ['pricng', 'Pricing'],
      ['templtes', 'Templates'],
      ['starter kts', 'Starter Kits'],
      ['lern', 'Learn'],
      ['credits', 'Pricing'],
      ['buy', 'Pricing'],
      ['price', 'Pricing'],
      ['tutorials', 'Learn'],
      ['help', 'Learn'],
      ['terms', 'Terms'],
      ['privcy', 'Privacy'],
      ['contact', 'Contact'],
    ]
    for (const [query, title] of cases) {
      expect(top(query, null)?.title, query).toBe(title)
      expect(top(query, null)?.kind, query).toBe('page')
    }
    expect(top('pricng', null)?.href).toBe('/pricing')
  })

  it('finds templates and guides with a typo in their title', () => {
    expect(top('meditaton', null)?.title).toBe('Meditation for Beginners')
    expect(top('golf fitnes', null)?.title).toBe('Golf Fitness Guide')
    expect(top('colour theory', null)?.title).toBe('Color Theory & Branding')
  })

  it('gives the signed-in pages to a signed-in user, and sign-in with a way back to a visitor', () => {
    setAccount('user-a')
    expect(top('dashbord', 'user-a')).toMatchObject({ title: 'Dashboard', href: '/dashboard' })
    expect(top('acount', 'user-a')).toMatchObject({ title: 'Account', href: '/account' })
    expect(top('my books', 'user-a')).toMatchObject({ title: 'Projects', href: '/projects' })
    expect(top('billing', 'user-a')?.title).toBe('Pricing')
    expect(top('dashboard', null)).toMatchObject({ title: 'Dashboard', href: '/auth/sign-in?next=%2Fdashboard' })
    expect(top('projects', null)?.detail).toBe('Sign in to see your projects')
  })

  it("finds the user's project with a typo, after the exact matches", async () => {
    setAccount('user-a')
    answer = async () => ({ projects: [summary('Podcast Launch Plan')] })
    const engine = createSearchEngine()
    await engine.refreshProjects('user-a')
    expect(engine.search('podcst', 'user-a')[0]?.title).toBe('Podcast Launch Plan')
    expect(engine.search('podcst', null).map((e) => e.title)).not.toContain('Podcast Launch Plan')
  })
})
