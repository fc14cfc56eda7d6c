import { findLearnCategory, isLearnGuide } from './learn.ts'

/** Paths of the route table (docs/product.md#routes), the footer's pages included; one list for the router, the server and tests. */
export const paths = {
  home: '/',
  editor: '/editor',
  dashboard: '/dashboard',
  /** A project's launch kit (issue 32): /launch?project=<id> (signed in). */
  launch: '/launch',
  /** Publish a project as a product (issue 33): /sell?project=<id> (signed in). */
  sell: '/sell',
  /** The sales dashboard: views, opt-ins, orders, revenue, subscribers, list mail, seller settings (signed in). */
  sales: '/sales',
  /** Saved projects: open, rename, duplicate, delete (signed in). */
  projects: '/projects',
  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up',
  reset: '/auth/reset',
  callback: '/auth/callback',
  /** After a password-reset link: the signed-in user must choose a new password (client-only). */
  updatePassword: '/auth/update-password',
  /** Password, two-factor and session settings of the signed-in user (client-only). */
  account: '/account',
  learn: '/learn',
  pricing: '/pricing',
  templates: '/templates',
  starterKits: '/starter-kits',
  /** All results of the header's search: /search?q=… */
  search: '/search',
  blog: '/blog',
  community: '/community',
  about: '/about',
  contact: '/contact',
  careers: '/careers',
  privacy: '/privacy',
  terms: '/terms',
  security: '/security',
} as const

const fixedPaths = new Set<string>(Object.values(paths))

/** True when the SPA renders a real screen for this path; anything else is the 404 page. */
export function isKnownRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (fixedPaths.has(path)) return true
  const parts = path.split('/').filter(Boolean)
  if (parts[0] !== 'learn') return false
  if (parts.length === 2) return findLearnCategory(parts[1] ?? '') !== undefined
  if (parts.length === 3) return isLearnGuide(parts[1] ?? '', parts[2] ?? '')
  return false
}
