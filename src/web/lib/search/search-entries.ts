import type { GuideSummary } from '@core/learn-guide.ts'
import { findLearnCategory } from '@core/learn.ts'
import type { ProjectSummary } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import { STARTER_KITS } from '@core/starter-kits.ts'
import { PRODUCT_TEMPLATES } from '@core/templates.ts'
import { editorPathFor } from '@web/lib/projects/project-format.ts'

export type SearchKind = 'guide' | 'template' | 'kit' | 'project'

export interface SearchEntry {
  kind: SearchKind
  id: string
  title: string
  /** One line under the title. */
  detail: string
  href: string
  /** Further text that matches but is not shown (section titles, audience, templates in a kit). */
  keywords: string
  /** 'Guides', 'Templates'…: which list the result belongs to. */
  kindLabel: string
}

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  guide: 'Guides',
  template: 'Templates',
  kit: 'Starter kits',
  project: 'Your projects',
}

export function guideEntries(guides: readonly GuideSummary[]): SearchEntry[] {
  return guides.map((g) => ({
    kind: 'guide',
    kindLabel: SEARCH_KIND_LABELS.guide,
    id: `guide:${g.category}/${g.slug}`,
    title: g.title,
    detail: `${findLearnCategory(g.category)?.title ?? 'Guide'} · ${g.description}`,
    href: `/learn/${g.category}/${g.slug}`,
    keywords: g.sections.map((s) => s.title).join(' '),
  }))
}

export const templateEntries = (): SearchEntry[] =>
  PRODUCT_TEMPLATES.map((t) => ({
    kind: 'template',
    kindLabel: SEARCH_KIND_LABELS.template,
    id: `template:${t.id}`,
    title: t.title,
    detail: t.description,
    href: `${paths.templates}#${t.id}`,
    keywords: `${t.topic} ${t.productType} ${t.tone} ${t.targetAudience}`,
  }))

export const kitEntries = (): SearchEntry[] =>
  STARTER_KITS.map((k) => ({
    kind: 'kit',
    kindLabel: SEARCH_KIND_LABELS.kit,
    id: `kit:${k.id}`,
    title: k.title,
    detail: k.description,
    href: `${paths.starterKits}#${k.id}`,
    keywords: `${k.includedTemplates.join(' ')} ${k.productType} ${k.tone}`,
  }))

export const projectEntries = (projects: readonly ProjectSummary[]): SearchEntry[] =>
  projects.map((p) => ({
    kind: 'project',
    kindLabel: SEARCH_KIND_LABELS.project,
    id: `project:${p.id}`,
    title: p.title,
    detail: p.description || 'Your project',
    href: editorPathFor(p.id),
    keywords: p.productType,
  }))

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')

/**
 * Every word of the query must appear somewhere in the entry; titles weigh most (a title that
 * starts with the query first), then the shown line, then the hidden keywords.
 */
export function searchEntries(query: string, entries: readonly SearchEntry[], limit = Number.POSITIVE_INFINITY): SearchEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const whole = normalise(query.trim())
  const scored: { entry: SearchEntry; score: number; at: number }[] = []
  entries.forEach((entry, at) => {
    const title = normalise(entry.title)
    const detail = normalise(entry.detail)
    const keywords = normalise(entry.keywords)
    let score = title.startsWith(whole) ? 100 : title.includes(whole) ? 60 : 0
    for (const word of words) {
      if (title.includes(word)) score += 10
      else if (detail.includes(word)) score += 4
      else if (keywords.includes(word)) score += 2
      else return
    }
    scored.push({ entry, score, at })
  })
  return scored
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, limit)
    .map((s) => s.entry)
}
