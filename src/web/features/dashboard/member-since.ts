/**
 * The Member Since card's text: 'Today' when the profile was created on today's date (in the
 * viewer's time zone) or its date is unknown, otherwise short month and year in en-GB ('Nov 2026').
 */
export function memberSince(createdAt: string | null | undefined, now: Date = new Date()): string {
  const created = createdAt ? new Date(createdAt) : null
  if (!created || Number.isNaN(created.getTime())) return 'Today'
  if (created.toDateString() === now.toDateString()) return 'Today'
  return created.toLocaleDateString('en-GB', { month: 'short', year: 'numeric' })
}
