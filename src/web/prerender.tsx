import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { learnCategories } from '@core/learn.ts'
import { paths } from '@core/routes.ts'
import { AppRoutes } from './app/app-routes.tsx'
import { Providers } from './app/providers.tsx'
import { preloadRoutes, routeTitle } from './app/route-preload.ts'
import { routes } from './app/routes.tsx'

/**
 * Public screens whose first paint needs no session: built to HTML at build time so text shows
 * before any JavaScript runs. Signed-in screens and the auth callback stay client-rendered.
 */
export const prerenderPaths: string[] = [
  paths.home,
  paths.signIn,
  paths.signUp,
  paths.reset,
  paths.learn,
  ...learnCategories.flatMap((c) => [`/learn/${c.slug}`, ...c.guides.map((g) => `/learn/${c.slug}/${g.slug}`)]),
  paths.pricing,
  paths.templates,
  paths.starterKits,
  paths.blog,
  paths.community,
  paths.about,
  paths.contact,
  paths.careers,
  paths.privacy,
  paths.terms,
  paths.security,
]

/** For the build script, which writes each page's title into the HTML template. */
export { escapeHtml } from '@core/html-escape.ts'

/** Renders one path with the same routes and providers the browser uses. */
export async function prerender(path: string): Promise<{ html: string; title: string }> {
  await preloadRoutes(routes, path)
  const html = renderToString(
    <Providers>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  )
  return { html, title: routeTitle(routes, path) }
}
