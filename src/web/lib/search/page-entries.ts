import { signInPathFor } from '@core/next-path.ts'
import { paths } from '@core/routes.ts'
import { footerColumns, headerNav } from '@web/components/layout/nav-links.ts'
import { SEARCH_KIND_LABELS, type SearchEntry } from './search-entries.ts'

interface Page {
  path: string
  detail: string
  /** Words people use for the page that its name does not say (docs/decisions/0062-search-pages-and-typos.md). */
  aliases: string
}

/** Public pages; their names are the header's and footer's link labels, so a renamed link renames its result. */
const PUBLIC_PAGES: Page[] = [
  {
    path: paths.pricing,
    detail: 'Buy credits: pay only for what you use',
    aliases: 'price prices cost costs credits buy purchase packs plans pay payment checkout billing how much',
  },
  { path: paths.templates, detail: 'Product Templates: start from a proven product idea', aliases: 'product templates ideas examples' },
  { path: paths.starterKits, detail: 'Bundles of templates that launch a product line', aliases: 'kits bundles' },
  {
    path: paths.learn,
    detail: 'Learning Hub: free guides on making and selling digital products',
    aliases: 'learning hub guides help tutorials tutorial how to lessons courses tips',
  },
  { path: paths.home, detail: 'Make a new product from a topic', aliases: 'home new product create write generate outline draft ebook' },
  { path: paths.about, detail: 'About Folio', aliases: 'company team who we are' },
  { path: paths.contact, detail: 'E-mail support: a person will answer', aliases: 'support help email e-mail questions feedback' },
  { path: paths.blog, detail: 'Product notes from the Folio team', aliases: 'news updates articles posts' },
  { path: paths.community, detail: 'Get feedback on what you make', aliases: 'creators feedback forum share' },
  { path: paths.careers, detail: 'Jobs at Folio', aliases: 'jobs hiring work' },
  { path: paths.privacy, detail: 'What we store and why', aliases: 'privacy policy data cookies delete my data' },
  { path: paths.terms, detail: 'Terms of use', aliases: 'terms of service conditions rules legal' },
  { path: paths.security, detail: 'How we protect your account and payments', aliases: 'report vulnerability data protection' },
]

/** Signed-in pages, named as the header's Dashboard button and the user menu name them. */
const ACCOUNT_PAGES: (Page & { label: string; signedOut: string })[] = [
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

const links: readonly { label: string; to: string }[] = [
  ...headerNav,
  ...footerColumns.flatMap((c): readonly { label: string; to: string }[] => c.links),
]
const navLabels = new Map(links.map((l) => [l.to, l.label]))

const entry = (title: string, page: Page, href: string, detail: string): SearchEntry => ({
  kind: 'page',
  kindLabel: SEARCH_KIND_LABELS.page,
  id: `page:${page.path}`,
  title,
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
  ...PUBLIC_PAGES.map((p) => entry(navLabels.get(p.path) ?? p.path, p, p.path, p.detail)),
  ...ACCOUNT_PAGES.map((p) => (signedIn ? entry(p.label, p, p.path, p.detail) : entry(p.label, p, signInPathFor(p.path), p.signedOut))),
]
