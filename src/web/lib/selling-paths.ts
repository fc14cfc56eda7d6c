import { paths } from '@core/routes.ts'

/**
 * Paths of the selling screens (issue 33, decision 136), so the Projects cards, the Launch screen
 * and the dashboard link to them without importing them. Not in projects/project-format.ts: the
 * editor loads that file, and its guarded first load has no room for links it does not show.
 */

/** The project's Sell screen: /sell?project=<id>. */
export const sellPathFor = (projectId: string) => `${paths.sell}?project=${encodeURIComponent(projectId)}`

/** A tab of the Sales dashboard: /sales?tab=settings. */
export const salesPathFor = (tab?: 'overview' | 'orders' | 'subscribers' | 'mail' | 'settings') =>
  tab && tab !== 'overview' ? `${paths.sales}?tab=${tab}` : paths.sales
