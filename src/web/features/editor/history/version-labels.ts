import type { VersionReason } from '../chapter-edits.ts'

/** A version is the text a chapter had just before something replaced it; the label names that. */
export const REASON_LABELS: Record<VersionReason, string> = {
  regenerate: 'Before Regenerate',
  shorter: 'Before Make shorter',
  longer: 'Before Make longer',
  grammar: 'Before Fix grammar',
  style: 'Before Regenerate Style',
  restore: 'Before a restore',
  selection: 'Before AI edit',
}

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })

/** '5 Mar 2026, 14:03' in the reader's time zone (en-GB, like the rest of the product's dates). */
export function versionTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date)
}
