import type { Result } from 'lighthouse'
import { kb, ms } from './format.ts'

export interface Finding {
  audit: string
  title: string
  displayValue?: string
  /** Lighthouse's estimate of what fixing this would save, per metric (ms; CLS unitless). */
  metricSavings: Record<string, number>
  /** The worst offenders, already formatted for a person to read. */
  items: string[]
}

export interface Findings {
  lcpElement?: string
  lcpPhases?: string
  findings: Finding[]
}

type Item = Record<string, unknown>

function itemsOf(details: unknown): Item[] {
  const items = (details as { items?: unknown } | undefined)?.items
  return Array.isArray(items) ? (items as Item[]) : []
}

function describeItem(item: Item, origin: string): string {
  const url =
    typeof item.url === 'string' ? item.url.replace(origin, '') : typeof item.groupLabel === 'string' ? item.groupLabel : undefined
  const parts: string[] = []
  const num = (key: string) => (typeof item[key] === 'number' ? (item[key] as number) : undefined)
  const wastedMs = num('wastedMs')
  const wastedBytes = num('wastedBytes')
  const totalBytes = num('totalBytes')
  if (wastedMs !== undefined) parts.push(`${ms(wastedMs)} blocking`)
  if (wastedBytes !== undefined) parts.push(`${kb(wastedBytes)} unused`)
  if (totalBytes !== undefined) parts.push(`of ${kb(totalBytes)} transferred`)
  for (const key of ['total', 'scripting', 'duration'] as const) {
    const value = num(key)
    if (value !== undefined) parts.push(`${key} ${ms(value)}`)
  }
  return `${url ?? '?'}${parts.length ? `: ${parts.join(', ')}` : ''}`
}

/**
 * Pulls out what explains a score: the LCP element and its phases, and every visible
 * performance audit that failed or promises savings, ordered by Lighthouse's estimated savings.
 * Insight audits are skipped because they repeat the classic audits in a hidden group.
 */
export function findingsOf(lhr: Result): Findings {
  const origin = new URL(lhr.finalDisplayedUrl).origin
  const lcpDetails = itemsOf(lhr.audits['largest-contentful-paint-element']?.details)
  const node = itemsOf(lcpDetails[0])[0]?.node as { selector?: string; nodeLabel?: string } | undefined
  const phases = itemsOf(lcpDetails[1])
    .map((p) => `${String(p.phase)} ${ms(Number(p.timing))}`)
    .join(', ')

  const findings: Finding[] = []
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group === 'hidden' || ref.group === 'metrics') continue
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null) continue
    const metricSavings = Object.fromEntries(
      Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0),
    ) as Record<string, number>
    // Passing audits still matter when Lighthouse sees savings (e.g. long tasks behind TBT).
    if (audit.score >= 0.9 && Object.keys(metricSavings).length === 0) continue
    findings.push({
      audit: ref.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      metricSavings,
      items: itemsOf(audit.details)
        .slice(0, 3)
        .map((item) => describeItem(item, origin)),
    })
  }
  const weight = (f: Finding) => Object.entries(f.metricSavings).reduce((sum, [k, v]) => sum + (k === 'CLS' ? v * 10_000 : v), 0)
  findings.sort((a, b) => weight(b) - weight(a))

  return {
    ...(node ? { lcpElement: `${node.selector ?? '?'} (“${node.nodeLabel ?? ''}”)` } : {}),
    ...(phases ? { lcpPhases: phases } : {}),
    findings,
  }
}

export function formatFindings(f: Findings, indent = '    '): string {
  const lines: string[] = []
  if (f.lcpElement) lines.push(`LCP element: ${f.lcpElement}`)
  if (f.lcpPhases) lines.push(`LCP phases: ${f.lcpPhases}`)
  for (const finding of f.findings) {
    const savings = Object.entries(finding.metricSavings)
      .map(([k, v]) => `${k} −${k === 'CLS' ? v.toFixed(3) : ms(v)}`)
      .join(', ')
    lines.push(`${finding.title}${finding.displayValue ? ` — ${finding.displayValue}` : ''}${savings ? ` [est. ${savings}]` : ''}`)
    for (const item of finding.items) lines.push(`  · ${item}`)
  }
  if (f.findings.length === 0)
    lines.push('No failing diagnostic audits: the score is lost on the metrics themselves (often CPU time on a busy machine).')
  return lines.map((l) => indent + l).join('\n')
}
