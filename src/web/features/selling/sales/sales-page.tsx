import { type KeyboardEvent, useId, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Label } from '@web/components/ui/label.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { cn } from '@web/lib/utils.ts'
import { MailTab } from '../mail/mail-tab.tsx'
import { OrdersTab } from '../orders/orders-tab.tsx'
import { OverviewTab } from '../overview/overview-tab.tsx'
import { SettingsTab } from '../settings/settings-tab.tsx'
import { SubscribersTab } from '../subscribers/subscribers-tab.tsx'
import { SALES_TAB_LABELS, SALES_TABS, type SalesTab, salesTabOf } from './sales-tabs.ts'

/** docs/product.md#the-sell-and-sales-screens (/sales?tab=…, signed in): how the creator's products sell. */
export function SalesPage() {
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const tab = salesTabOf(params.get('tab'))
  const ids = useId()
  const tabRefs = useRef<Partial<Record<SalesTab, HTMLButtonElement | null>>>({})
  if (!user) return <LoadingScreen />

  const choose = (next: SalesTab, focus = false) => {
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true })
    if (focus) tabRefs.current[next]?.focus()
  }
  // The WAI-ARIA tabs pattern: arrows move between tabs (and choose them), Home and End go to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const i = SALES_TABS.indexOf(tab)
    const to =
      event.key === 'ArrowRight'
        ? SALES_TABS[(i + 1) % SALES_TABS.length]
        : event.key === 'ArrowLeft'
          ? SALES_TABS[(i - 1 + SALES_TABS.length) % SALES_TABS.length]
          : event.key === 'Home'
            ? SALES_TABS[0]
            : event.key === 'End'
              ? SALES_TABS[SALES_TABS.length - 1]
              : undefined
    if (!to) return
    event.preventDefault()
    choose(to, true)
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <PageHeading title="Sales" lead="Views, sign-ups, orders and your list, for every product you publish." />
      {/* On a phone, a select: five tabs never fit 390 px in one row. */}
      <div className="mb-4 space-y-2 sm:hidden">
        <Label htmlFor={`${ids}-select`}>Section</Label>
        <NativeSelect id={`${ids}-select`} value={tab} onChange={(e) => choose(salesTabOf(e.target.value))}>
          {SALES_TABS.map((t) => (
            <option key={t} value={t}>
              {SALES_TAB_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div role="tablist" aria-label="Sales" className="mb-6 hidden gap-1 border-b sm:flex" onKeyDown={onKeyDown}>
        {SALES_TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${t}`}
            aria-selected={t === tab}
            aria-controls={`${ids}-panel`}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => choose(t)}
            className={cn(
              '-mb-px rounded-t-md border-b-2 px-4 py-2 font-medium text-sm focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
              t === tab ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {SALES_TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab}`}>
        {tab === 'overview' ? (
          <OverviewTab userId={user.id} />
        ) : tab === 'orders' ? (
          <OrdersTab userId={user.id} />
        ) : tab === 'subscribers' ? (
          <SubscribersTab userId={user.id} />
        ) : tab === 'mail' ? (
          <MailTab userId={user.id} />
        ) : (
          <SettingsTab userId={user.id} />
        )}
      </section>
    </div>
  )
}
