import { paths } from '@core/routes.ts'

/** The header's navigation, in order (docs/product.md#shell). */
export const headerNav = [
  { label: 'Templates', to: paths.templates },
  { label: 'Starter Kits', to: paths.starterKits },
  { label: 'Learn', to: paths.learn },
  { label: 'Pricing', to: paths.pricing },
] as const

/** The footer's four columns (docs/product.md#shell). */
export const footerColumns = [
  {
    title: 'Product',
    links: [
      { label: 'Templates', to: paths.templates },
      { label: 'Starter Kits', to: paths.starterKits },
      { label: 'AI Generator', to: paths.home },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Learn', to: paths.learn },
      { label: 'Blog', to: paths.blog },
      { label: 'Community', to: paths.community },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Contact', to: paths.contact },
      { label: 'Careers', to: paths.careers },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: paths.privacy },
      { label: 'Terms', to: paths.terms },
      { label: 'Security', to: paths.security },
    ],
  },
] as const
