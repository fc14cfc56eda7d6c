import type { RouteObject } from 'react-router'
import { paths } from '@core/routes.ts'
import { ProtectedRoute } from '@web/components/auth/protected-route.tsx'
import { learnCategoryTitle, learnGuideTitle } from './route-titles.ts'
import type { RouteHandle } from './route-preload.ts'
import { RootLayout, ShellFallback } from './root-layout.tsx'

type Loader = () => Promise<Record<string, unknown>>

/** Each screen is its own chunk, so the home page loads only what it shows. */
function page(path: string, title: string | undefined, load: Loader, name: string): RouteObject {
  return {
    path,
    handle: { title },
    lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
  }
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: ShellFallback,
    children: [
      page(paths.home, undefined, () => import('@web/features/generator/generator-page.tsx'), 'GeneratorPage'),
      {
        // Signed-in screens (docs/product.md#routes): 'Loading...', then sign-in with ?next= or the page.
        element: <ProtectedRoute />,
        children: [
          page(paths.editor, 'Editor', () => import('@web/features/editor/editor-page.tsx'), 'EditorPage'),
          page(paths.dashboard, 'Dashboard', () => import('@web/features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
          page(paths.projects, 'Your Projects', () => import('@web/features/projects/projects-page.tsx'), 'ProjectsPage'),
          page(paths.account, 'Account', () => import('@web/features/account/account-page.tsx'), 'AccountPage'),
          page(
            paths.updatePassword,
            'Set a new password',
            () => import('@web/features/auth/update-password-page.tsx'),
            'UpdatePasswordPage',
          ),
        ],
      },
      page(paths.signIn, 'Sign in', () => import('@web/features/auth/sign-in-page.tsx'), 'SignInPage'),
      page(paths.signUp, 'Create account', () => import('@web/features/auth/sign-up-page.tsx'), 'SignUpPage'),
      page(paths.reset, 'Reset password', () => import('@web/features/auth/reset-page.tsx'), 'ResetPage'),
      page(paths.callback, 'Signing in', () => import('@web/features/auth/callback-page.tsx'), 'CallbackPage'),
      page(paths.learn, 'Learning Hub', () => import('@web/features/learn/learn-hub-page.tsx'), 'LearnHubPage'),
      {
        ...page('/learn/:category', undefined, () => import('@web/features/learn/learn-category-page.tsx'), 'LearnCategoryPage'),
        handle: { title: learnCategoryTitle },
      },
      {
        ...page('/learn/:category/:guide', undefined, () => import('@web/features/learn/learn-guide-page.tsx'), 'LearnGuidePage'),
        // The guide's text is loaded before prerendering and hydration, so both render it at once.
        handle: {
          title: learnGuideTitle,
          preload: async (params) => (await import('@web/lib/learn/guides.ts')).loadGuide(params.category ?? '', params.guide ?? ''),
        } satisfies RouteHandle,
      },
      page(paths.pricing, 'Pricing', () => import('@web/features/pricing/pricing-page.tsx'), 'PricingPage'),
      page(paths.templates, 'Product Templates', () => import('@web/features/templates/templates-page.tsx'), 'TemplatesPage'),
      page(paths.starterKits, 'Starter Kits', () => import('@web/features/starter-kits/starter-kits-page.tsx'), 'StarterKitsPage'),
      page(paths.search, 'Search', () => import('@web/features/search/search-page.tsx'), 'SearchPage'),
      page(paths.blog, 'Blog', () => import('@web/features/info-pages/blog-page.tsx'), 'BlogPage'),
      page(paths.community, 'Community', () => import('@web/features/info-pages/community-page.tsx'), 'CommunityPage'),
      page(paths.about, 'About', () => import('@web/features/info-pages/about-page.tsx'), 'AboutPage'),
      page(paths.contact, 'Contact', () => import('@web/features/info-pages/contact-page.tsx'), 'ContactPage'),
      page(paths.careers, 'Careers', () => import('@web/features/info-pages/careers-page.tsx'), 'CareersPage'),
      page(paths.privacy, 'Privacy', () => import('@web/features/info-pages/privacy-page.tsx'), 'PrivacyPage'),
      page(paths.terms, 'Terms', () => import('@web/features/info-pages/terms-page.tsx'), 'TermsPage'),
      page(paths.security, 'Security', () => import('@web/features/info-pages/security-page.tsx'), 'SecurityPage'),
      page('*', 'Page Not Found', () => import('@web/components/layout/not-found-page.tsx'), 'NotFoundPage'),
    ],
  },
]
