import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '@core/routes.ts'
import { ProtectedRoute } from '@web/components/auth/protected-route.tsx'
import { lazyScreen } from './lazy-screen.tsx'
import { learnCategoryTitle, learnGuideTitle } from './route-titles.ts'
import type { RouteHandle } from './route-preload.ts'
import { RootLayout } from './root-layout.tsx'

/** Each screen is its own chunk, so the home page loads only what it shows. */
function page(
  path: string,
  title: RouteHandle['title'] | undefined,
  load: () => Promise<ComponentType>,
  data?: RouteHandle['preload'],
): RouteObject {
  const screen = lazyScreen(load)
  const preload: RouteHandle['preload'] = async (params) => Promise.all([screen.preload(), data?.(params)])
  return { path, element: <screen.Screen />, handle: { title, preload } as Partial<RouteHandle> }
}

/**
 * The route table, rendered by the declarative router (`useRoutes`, decision 64): main.tsx and the
 * prerenderer match it to load a screen before its first render, and document titles come from it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page(paths.home, undefined, async () => (await import('@web/features/generator/generator-page.tsx')).GeneratorPage),
      {
        // Signed-in screens (docs/product.md#routes): 'Loading...', then sign-in with ?next= or the page.
        element: <ProtectedRoute />,
        children: [
          page(paths.editor, 'Editor', async () => (await import('@web/features/editor/editor-page.tsx')).EditorPage),
          // Its own chunk (decision 125): the editor links to it, and its weight stays out of the editor's load guard.
          page(paths.launch, 'Launch kit', async () => (await import('@web/features/launch-kit/launch-page.tsx')).LaunchPage),
          // Issue 33 (decision 136): each its own chunk; the Projects cards, the Launch screen and the dashboard link to the paths.
          page(paths.sell, 'Sell', async () => (await import('@web/features/selling/publish/sell-page.tsx')).SellPage),
          page(paths.sales, 'Sales', async () => (await import('@web/features/selling/sales/sales-page.tsx')).SalesPage),
          page(paths.dashboard, 'Dashboard', async () => (await import('@web/features/dashboard/dashboard-page.tsx')).DashboardPage),
          page(paths.projects, 'Your Projects', async () => (await import('@web/features/projects/projects-page.tsx')).ProjectsPage),
          page(paths.account, 'Account', async () => (await import('@web/features/account/account-page.tsx')).AccountPage),
          page(
            paths.updatePassword,
            'Set a new password',
            async () => (await import('@web/features/auth/update-password-page.tsx')).UpdatePasswordPage,
          ),
        ],
      },
      page(paths.signIn, 'Sign in', async () => (await import('@web/features/auth/sign-in-page.tsx')).SignInPage),
      page(paths.signUp, 'Create account', async () => (await import('@web/features/auth/sign-up-page.tsx')).SignUpPage),
      page(paths.reset, 'Reset password', async () => (await import('@web/features/auth/reset-page.tsx')).ResetPage),
      page(paths.callback, 'Signing in', async () => (await import('@web/features/auth/callback-page.tsx')).CallbackPage),
      page(paths.learn, 'Learning Hub', async () => (await import('@web/features/learn/learn-hub-page.tsx')).LearnHubPage),
      page(
        '/learn/:category',
        learnCategoryTitle,
        async () => (await import('@web/features/learn/learn-category-page.tsx')).LearnCategoryPage,
      ),
      page(
        '/learn/:category/:guide',
        learnGuideTitle,
        async () => (await import('@web/features/learn/learn-guide-page.tsx')).LearnGuidePage,
        // The guide's text is loaded before prerendering and hydration, so both render it at once.
        async (params) => (await import('@web/lib/learn/guides.ts')).loadGuide(params.category ?? '', params.guide ?? ''),
      ),
      page(paths.pricing, 'Pricing', async () => (await import('@web/features/pricing/pricing-page.tsx')).PricingPage),
      page(paths.templates, 'Product Templates', async () => (await import('@web/features/templates/templates-page.tsx')).TemplatesPage),
      page(
        paths.starterKits,
        'Starter Kits',
        async () => (await import('@web/features/starter-kits/starter-kits-page.tsx')).StarterKitsPage,
      ),
      page(paths.search, 'Search', async () => (await import('@web/features/search/search-page.tsx')).SearchPage),
      page(paths.blog, 'Blog', async () => (await import('@web/features/info-pages/blog-page.tsx')).BlogPage),
      page(paths.community, 'Community', async () => (await import('@web/features/info-pages/community-page.tsx')).CommunityPage),
      page(paths.about, 'About', async () => (await import('@web/features/info-pages/about-page.tsx')).AboutPage),
      page(paths.contact, 'Contact', async () => (await import('@web/features/info-pages/contact-page.tsx')).ContactPage),
      page(paths.careers, 'Careers', async () => (await import('@web/features/info-pages/careers-page.tsx')).CareersPage),
      page(paths.privacy, 'Privacy', async () => (await import('@web/features/info-pages/privacy-page.tsx')).PrivacyPage),
      page(paths.terms, 'Terms', async () => (await import('@web/features/info-pages/terms-page.tsx')).TermsPage),
      page(paths.security, 'Security', async () => (await import('@web/features/info-pages/security-page.tsx')).SecurityPage),
      page('*', 'Page Not Found', async () => (await import('@web/components/layout/not-found-page.tsx')).NotFoundPage),
    ],
  },
]
