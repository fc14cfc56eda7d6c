import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumArgs, chromiumPath } from './chromium.ts'

/** Lighthouse audit ids of the metrics that make up the performance score. */
export const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const

export type MetricKey = keyof typeof metricAudits

export interface MetricValue {
  /** ms for timings, unitless for CLS. */
  value: number
  /** The metric's own 0–1 score, so a reader sees which metric pulls the total down. */
  score: number
}

export interface RunSummary {
  score: number
  metrics: Record<MetricKey, MetricValue>
  /** Lighthouse's CPU speed estimate; low values mean a slow or busy machine inflated TBT. */
  benchmarkIndex: number
  warnings: string[]
}

export interface UrlResult extends RunSummary {
  url: string
  runs: RunSummary[]
  /** The run closest to the median score, kept whole so its audits can explain the score. */
  representative: Result
}

/**
 * One fresh Chromium per run: Lighthouse resets storage itself, but a fresh profile also rules
 * out a warm HTTP cache or compiled-code cache from the previous URL.
 */
export async function runLighthouseOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'error',
    // Its own Ctrl-C handler exits at once, before bench/web.ts can stop the app server.
    handleSIGINT: false,
  })
  try {
    // No config: the default is mobile form factor with simulated (Lantern) throttling, the
    // same as PageSpeed Insights, so scores are comparable with what people quote.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    if (lhr.categories.performance?.score == null) throw new Error(`Lighthouse gave ${url} no performance score`)
    return lhr
  } finally {
    chrome.kill()
  }
}

export function summarize(lhr: Result): RunSummary {
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([key, id]) => {
      const audit = lhr.audits[id]
      if (audit?.numericValue == null) throw new Error(`Lighthouse result lacks ${id}`)
      return [key, { value: audit.numericValue, score: audit.score ?? 0 }]
    }),
  ) as Record<MetricKey, MetricValue>
  return {
    score: lhr.categories.performance?.score ?? 0,
    metrics,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export interface MeasureOptions {
  runs: number
  /** Extra attempts per run: Lighthouse sometimes loses its trace (NO_NAVSTART) on a loaded machine and says "run again". */
  retries?: number
  onRun?: (run: number, summary: RunSummary) => void
  onRetry?: (run: number, error: Error) => void
}

/** Runs a URL `runs` times and reports the median of each number: one run on a busy 2-core box is noisy. */
export async function measureUrl(url: string, { runs, retries = 1, onRun, onRetry }: MeasureOptions): Promise<UrlResult> {
  const results: { lhr: Result; summary: RunSummary }[] = []
  for (let i = 0; i < runs; i++) {
    let lhr: Result | undefined
    for (let attempt = 0; !lhr; attempt++) {
      try {
        lhr = await runLighthouseOnce(url)
      } catch (error) {
        if (attempt >= retries) throw error
        onRetry?.(i + 1, error as Error)
      }
    }
    const summary = summarize(lhr)
    results.push({ lhr, summary })
    onRun?.(i + 1, summary)
  }
  const summaries = results.map((r) => r.summary)
  const score = median(summaries.map((s) => s.score))
  const metrics = Object.fromEntries(
    (Object.keys(metricAudits) as MetricKey[]).map((key) => [
      key,
      { value: median(summaries.map((s) => s.metrics[key].value)), score: median(summaries.map((s) => s.metrics[key].score)) },
    ]),
  ) as Record<MetricKey, MetricValue>
  const representative = results.reduce((best, r) => (Math.abs(r.summary.score - score) < Math.abs(best.summary.score - score) ? r : best))
  return {
    url,
    score,
    metrics,
    benchmarkIndex: median(summaries.map((s) => s.benchmarkIndex)),
    warnings: [...new Set(summaries.flatMap((s) => s.warnings))],
    runs: summaries,
    representative: representative.lhr,
  }
}

/** For Ctrl-C: the Chromium of a run in progress would otherwise outlive the benchmark. */
export async function killAllChromes(): Promise<void> {
  await chromeLauncher.killAll()
}
