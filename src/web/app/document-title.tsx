import { useEffect } from 'react'
import { type RouteObject, useLocation } from 'react-router'
import { routeTitle } from './route-preload.ts'

/** Keeps the tab title in step with the route (the prerendered HTML already carries the first one). */
export function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const text = routeTitle(routes, useLocation().pathname)
  useEffect(() => {
    document.title = text
  }, [text])
  return null
}
