/** The Sales dashboard's tabs, in order; the URL's ?tab= names one (overview when absent or unknown). */
export const SALES_TABS = ['overview', 'orders', 'subscribers', 'mail', 'settings'] as const
export type SalesTab = (typeof SALES_TABS)[number]

export const SALES_TAB_LABELS: Record<SalesTab, string> = {
  overview: 'Overview',
  orders: 'Orders',
  subscribers: 'Subscribers',
  mail: 'E-mails',
  settings: 'Settings',
}

export const salesTabOf = (value: string | null): SalesTab =>
  (SALES_TABS as readonly string[]).includes(value ?? '') ? (value as SalesTab) : 'overview'
