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
