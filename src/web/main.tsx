import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './app/app-routes.tsx'
import { Providers } from './app/providers.tsx'
import { preloadRoutes } from './app/route-preload.ts'
import { routes } from './app/routes.tsx'
import './styles/app.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const prerendered = root.hasChildNodes()
// Hydration must render exactly the prerendered tree: the screen's chunk and the guide's text first.
if (prerendered) await preloadRoutes(routes, window.location.pathname)
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
)
if (prerendered) hydrateRoot(root, app)
else createRoot(root).render(app)
