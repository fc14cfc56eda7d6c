import type { ProductType } from '@core/generation.ts'
import { paths } from '@core/routes.ts'

/** The editor opened on a saved project: /editor?project=<id>. */
export const editorPathFor = (projectId: string) => `${paths.editor}?project=${encodeURIComponent(projectId)}`

/** The project's Launch screen (issue 32): /launch?project=<id>. A path, so the editor links to it without importing the screen. */
export const launchPathFor = (projectId: string) => `${paths.launch}?project=${encodeURIComponent(projectId)}`

/** 'ebook' → 'Ebook': the product type as the generator's select names it. */
export function productTypeLabel(type: ProductType): string {
  return type.charAt(0).toUpperCase() + type.slice(1)
}

export function chapterCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'chapter' : 'chapters'}`
}

/**
 * 'Updated 5 Mar 2025, 14:05' (en-GB, the product's date locale). The time is there because
 * projects are often touched several times a day and the list is ordered by it.
 */
export function updatedLabel(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'Updated recently'
  const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) })
  return `Updated ${format.format(date)}`
}
