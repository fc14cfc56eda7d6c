import { matchRoutes, type RouteObject } from 'react-router'
import type { TitleHandle } from './route-titles.ts'

/** A route's handle: its title, and data its screen needs before the first render (guide texts). */
export type RouteHandle = TitleHandle & { preload?: (params: Record<string, string | undefined>) => Promise<unknown> }

/**
 * Loads the lazy routes of a path and what they preload, so the first render (prerendered at
 * build time, or hydrating that HTML) shows exactly the same tree.
 */
export async function preloadRoutes(routeList: RouteObject[], pathname: string): Promise<void> {
  for (const { route, params } of matchRoutes(routeList, pathname) ?? []) {
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined })
    await (route.handle as RouteHandle | undefined)?.preload?.(params)
  }
}
