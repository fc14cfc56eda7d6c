import { signInPathFor } from '@core/next-path.ts'
import { paths } from '@core/routes.ts'
import { SEARCH_KIND_LABELS, type SearchEntry } from './search-entries.ts'

interface Page {
  path: string
  /** The page's name where the site links to it (the header, the footer, the user menu). */
  label: string
  detail: string
  /** Words people use for the page that its name does not say (docs/decisions/0062-search-pages-and-typos.md). */
  aliases: string
}

/**
 * Public pages, named as the header's and footer's links name them (nav-links.ts; a test holds
 * them equal). Not imported from there: that would split nav-links into a chunk of its own on
 * every first load.
 */
const PUBLIC_PAGES: Page[] = [
  {
    path: paths.pricing,
    label: 'Pricing',
    detail: 'Buy credits: pay only for what you use',
    aliases: 'price prices cost costs credits buy purchase packs plans pay payment checkout billing how much',
  },
  {
    path: paths.templates,
    label: 'Templates',
    detail: 'Product Templates: start from a proven product idea',
    aliases: 'product templates ideas examples',
  },
  { path: paths.starterKits, label: 'Starter Kits', detail: 'Bundles of templates that launch a product line', aliases: 'kits bundles' },
  {
    path: paths.learn,
    label: 'Learn',
    detail: 'Learning Hub: free guides on making and selling digital products',
    aliases: 'learning hub guides help tutorials tutorial how to lessons courses tips',
  },
  {
    path: paths.home,
    label: 'AI Generator',
    detail: 'Make a new product from a topic',
    aliases: 'home new product create write generate outline draft ebook',
  },
  { path: paths.about, label: 'About', detail: 'About Folio', aliases: 'company team who we are' },
  {
    path: paths.contact,
    label: 'Contact',
    detail: 'E-mail support: a person will answer',
    aliases: 'support help email e-mail questions feedback',
  },
  { path: paths.blog, label: 'Blog', detail: 'Product notes from the Folio team', aliases: 'news updates articles posts' },
  { path: paths.community, label: 'Community', detail: 'Get feedback on what you make', aliases: 'creators feedback forum share' },
  { path: paths.careers, label: 'Careers', detail: 'Jobs at Folio', aliases: 'jobs hiring work' },
  { path: paths.privacy, label: 'Privacy', detail: 'What we store and why', aliases: 'privacy policy data cookies delete my data' },
  { path: paths.terms, label: 'Terms', detail: 'Terms of use', aliases: 'terms of service conditions rules legal' },
  {
    path: paths.security,
    label: 'Security',
    detail: 'How we protect your account and payments',
    aliases: 'report vulnerability data protection',
  },
]

/** Signed-in pages, named as the header's Dashboard button and the user menu name them. */
const ACCOUNT_PAGES: (Page & { signedOut: string })[] = [
  {
    path: paths.dashboard,
    label: 'Dashboard',
    detail: 'Your credits, recent projects and credit history',
    signedOut: 'Sign in to see your credits and recent projects',
    aliases: 'home overview balance credits credit history billing receipts purchases',
  },
  {
    path: paths.projects,
    label: 'Projects',
    detail: 'Your Projects: open, rename, duplicate or delete',
    signedOut: 'Sign in to see your projects',
    aliases: 'your projects my projects my books my products ebooks saved drafts library',
  },
  {
    path: paths.account,
    label: 'Account',
    detail: 'Password, two-factor authentication and sessions',
    signedOut: 'Sign in to change your password or sessions',
    aliases: 'settings profile password two-factor 2fa authentication sessions devices',
  },
]

const entry = (page: Page, href: string, detail: string): SearchEntry => ({
  kind: 'page',
  kindLabel: SEARCH_KIND_LABELS.page,
  id: `page:${page.path}`,
  title: page.label,
  detail,
  href,
  keywords: '',
  aliases: page.aliases,
})

/**
 * The site's pages. A signed-out visitor still finds Dashboard, Projects and Account, but they
 * say so and lead to sign-in, which then brings the person to the page (`next`).
 */
export const pageEntries = (signedIn: boolean): SearchEntry[] => [
  ...PUBLIC_PAGES.map((p) => entry(p, p.path, p.detail)),
  ...ACCOUNT_PAGES.map((p) => (signedIn ? entry(p, p.path, p.detail) : entry(p, signInPathFor(p.path), p.signedOut))),
]
