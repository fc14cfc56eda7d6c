import { useRoutes } from 'react-router'
import { DocumentTitle } from './document-title.tsx'
import { routes } from './routes.tsx'
import { ScrollRestorer } from './scroll-restorer.tsx'

/** The app inside a router: BrowserRouter in the browser, StaticRouter when prerendering. */
export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <DocumentTitle routes={routes} />
      <ScrollRestorer />
    </>
  )
}
