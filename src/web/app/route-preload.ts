import { matchRoutes, type RouteObject } from 'react-router'
import { type TitleHandle, titleFromMatches } from './route-titles.ts'

/**
 * A route's handle: its title, and what its first render needs loaded (the screen's chunk, a
 * guide's text), so that render never suspends.
 */
export type RouteHandle = TitleHandle & { preload?: (params: Record<string, string | undefined>) => Promise<unknown> }

/**
 * Loads what the routes of a path need, so the first render (prerendered at build time, or
 * hydrating that HTML) shows exactly the same tree.
 */
export async function preloadRoutes(routeList: RouteObject[], pathname: string): Promise<void> {
  for (const { route, params } of matchRoutes(routeList, pathname) ?? []) await (route.handle as RouteHandle | undefined)?.preload?.(params)
}

/** The document title of a path: the deepest matched route that names one. */
export function routeTitle(routeList: RouteObject[], pathname: string): string {
  return titleFromMatches((matchRoutes(routeList, pathname) ?? []).map((m) => ({ ...m, handle: m.route.handle })))
}
