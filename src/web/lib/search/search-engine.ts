import { getAccount } from '@web/lib/auth/account.ts'
import { allGuideSummaries } from '@web/lib/learn/guides.ts'
import { listProjects } from '@web/lib/projects/projects-api.ts'
import { pageEntries } from './page-entries.ts'
import { guideEntries, kitEntries, projectEntries, type SearchEntry, templateEntries } from './search-entries.ts'
import { searchEntries } from './search-rank.ts'

/** How long the signed-in user's project list is reused between searches. */
const PROJECTS_TTL_MS = 30_000

/**
 * Loaded on the first focus of a search box, so nothing of it is on a page's first load: pages,
 * guides, templates and kits are built in; the user's projects are fetched when signed in. The
 * header's list and the results page both ask `search`, so they rank alike.
 */
export function createSearchEngine() {
  const fixed = [...guideEntries(allGuideSummaries()), ...templateEntries(), ...kitEntries()]
  const signedOut = [...pageEntries(false), ...fixed]
  const signedIn = [...pageEntries(true), ...fixed]
  let projects: { userId: string; at: number; entries: SearchEntry[] } | null = null

  return {
    search: (query: string, userId: string | null, limit?: number) =>
      searchEntries(query, userId ? [...(projects?.userId === userId ? projects.entries : []), ...signedIn] : signedOut, limit),
    /** Fetches the user's projects if the cached list is older than the TTL; true when it changed. */
    async refreshProjects(userId: string | null): Promise<boolean> {
      if (!userId) return false
      if (projects?.userId === userId && Date.now() - projects.at < PROJECTS_TTL_MS) return false
      const list = await listProjects(100)
      // Fetched with whoever's token was current: if that is no longer `userId`, the list is not theirs.
      if (getAccount() !== userId) return false
      projects = { userId, at: Date.now(), entries: projectEntries(list.projects) }
      return true
    },
  }
}
export type SearchEngine = ReturnType<typeof createSearchEngine>

let shared: SearchEngine | null = null
/** One engine for the header's boxes and the results page (they share the fetched project list). */
export const sharedSearchEngine = (): SearchEngine => (shared ??= createSearchEngine())
