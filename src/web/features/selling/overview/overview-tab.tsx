import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { publicPaths, STATS_RANGES, type StatsRange } from '@core/selling.ts'
import type { SalesStats } from '@core/selling-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { Label } from '@web/components/ui/label.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { describeError, retryTransient } from '@web/lib/api-error-text.ts'
import { getStats, sellingQueryKey } from '../selling-api.ts'
import { percent, revenueText } from '../shared/format.ts'
import { EmptyState, FailureAlert } from '../shared/states.tsx'
import { StatsChart } from './stats-chart.tsx'

const RANGE_LABELS: Record<StatsRange, string> = { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days', 365: 'Last 12 months' }

/** Totals for the range, a chart by day (uPlot, loaded with it), and one row per product. */
export function OverviewTab({ userId }: { userId: string }) {
  const [range, setRange] = useState<StatsRange>(30)
  const rangeId = useId()
  const stats = useQuery({
    queryKey: [...sellingQueryKey(userId), 'stats', range],
    queryFn: ({ signal }) => getStats(range, undefined, signal),
    retry: retryTransient,
    refetchOnWindowFocus: false,
  })

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full space-y-2 sm:w-56">
          <Label htmlFor={rangeId}>Period</Label>
          <NativeSelect id={rangeId} value={range} onChange={(e) => setRange(Number(e.target.value) as StatsRange)}>
            {STATS_RANGES.map((r) => (
              <option key={r} value={r}>
                {RANGE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {stats.error ? (
        <FailureAlert message={describeError(stats.error)}>
          <Button type="button" size="sm" variant="outline" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </FailureAlert>
      ) : !stats.data ? (
        <div className="grid gap-4 sm:grid-cols-3" aria-busy="true" aria-label="Loading the figures">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : stats.data.products.length === 0 ? (
        <EmptyState title="Nothing published yet">
          <p>Publish a project from its card in Your Projects (Sell), and its views, sign-ups and orders show here.</p>
          <Button asChild>
            <Link to={paths.projects}>Your projects</Link>
          </Button>
        </EmptyState>
      ) : (
        <Overview stats={stats.data} />
      )}
    </div>
  )
}

function Overview({ stats }: { stats: SalesStats }) {
  const t = stats.totals
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Figure title="Page views" value={t.views.toLocaleString('en-US')} />
        <Figure title="Opt-ins" value={t.optIns.toLocaleString('en-US')} />
        <Figure title="Orders" value={t.orders.toLocaleString('en-US')} />
        <Figure title="Revenue" value={revenueText(t.revenue)} />
        <Figure title="Refunds" value={t.refunds.toLocaleString('en-US')} />
        <Figure title="Conversion" value={percent(t.conversion)} />
      </div>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">By day</CardTitle>
        </CardHeader>
        <CardContent>
          <StatsChart days={stats.days} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">By product</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="text-left text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Product
                </th>
                {['Views', 'Opt-ins', 'Orders', 'Revenue', 'Conversion'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3 text-right font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stats.products.map((p) => (
                <tr key={p.productId} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    <a href={publicPaths.product(p.slug)} className="text-primary underline-offset-4 hover:underline">
                      {p.title}
                    </a>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{p.views.toLocaleString('en-US')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{p.optIns.toLocaleString('en-US')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{p.orders.toLocaleString('en-US')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{revenueText(p.revenue)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{percent(p.conversion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </>
  )
}

function Figure({ title, value }: { title: string; value: string }) {
  const id = useId()
  return (
    <Card role="group" aria-labelledby={id}>
      <CardContent className="space-y-1 p-4">
        <p id={id} className="text-muted-foreground text-xs">
          {title}
        </p>
        <p className="break-words font-bold text-xl tabular-nums tracking-tight">{value}</p>
      </CardContent>
    </Card>
  )
}
