import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { Providers } from './app/providers.tsx'
import { routes } from './app/routes.tsx'
import './styles/app.css'

/** Loads the lazy routes of the current URL up front, so hydration renders exactly the prerendered tree. */
async function resolveLazyRoutes(routeList: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routeList, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue
    Object.assign(route, await route.lazy(), { lazy: undefined })
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const prerendered = root.hasChildNodes()
if (prerendered) await resolveLazyRoutes(routes, window.location.pathname)
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
)
if (prerendered) hydrateRoot(root, app)
else createRoot(root).render(app)
