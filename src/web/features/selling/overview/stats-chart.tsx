import { useEffect, useRef, useState } from 'react'
import type { SalesStats } from '@core/selling-schemas.ts'
import { Skeleton } from '@web/components/ui/skeleton.tsx'

type Day = SalesStats['days'][number]

/** The lines drawn, with colours that read apart on white (and in grey, by their dash). */
const SERIES = [
  { key: 'views', label: 'Page views', stroke: '#4338ca', dash: undefined },
  { key: 'optIns', label: 'Opt-ins', stroke: '#0f766e', dash: [6, 4] },
  { key: 'orders', label: 'Orders', stroke: '#b45309', dash: [2, 3] },
] as const satisfies readonly { key: keyof Day; label: string; stroke: string; dash: number[] | undefined }[]

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** The chart's library and its stylesheet, loaded the first time a chart shows (decision 137). */
const loadUPlot = async () => {
  const [module] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
  return module.default
}

/**
 * Views, opt-ins and orders by day, drawn by uPlot on a canvas at the container's width. A summary
 * sentence and the table beside it carry the same figures for screen readers.
 */
export function StatsChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    const el = box.current
    if (!el) return
    let cancelled = false
    let destroy = () => {}
    loadUPlot().then(
      (UPlot) => {
        if (cancelled) return
        const width = () => Math.max(280, el.clientWidth)
        const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000)
        const plot = new UPlot(
          {
            width: width(),
            height: 240,
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
            // Days as the rest of the product writes them (en-GB, '28 Nov'), in UTC like the stats.
            axes: [{ values: (_u, splits) => splits.map((ts) => DAY.format(new Date(ts * 1000))) }, { size: 44 }],
            legend: { live: false },
            cursor: { y: false },
            series: [{}, ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, ...(s.dash ? { dash: s.dash } : {}) }))],
          },
          [x, ...SERIES.map((s) => days.map((d) => d[s.key]))],
          el,
        )
        const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 240 }))
        resize.observe(el)
        destroy = () => {
          resize.disconnect()
          plot.destroy()
        }
        setState('ready')
      },
      () => !cancelled && setState('failed'),
    )
    return () => {
      cancelled = true
      destroy()
    }
  }, [days])

  const sum = (key: 'views' | 'optIns' | 'orders') => days.reduce((n, d) => n + d[key], 0)
  return (
    <figure className="space-y-2">
      {state === 'loading' ? <Skeleton className="h-60" aria-hidden="true" /> : null}
      {state === 'failed' ? (
        <p className="text-muted-foreground text-sm">The chart could not be loaded. The figures above are complete.</p>
      ) : null}
      <div ref={box} aria-hidden="true" className="min-h-0 w-full overflow-hidden" data-chart-state={state} />
      <figcaption className="text-muted-foreground text-xs">
        {days.length} days: {sum('views')} page views, {sum('optIns')} opt-ins, {sum('orders')} orders.
      </figcaption>
    </figure>
  )
}
