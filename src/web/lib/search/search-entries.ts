import type { GuideSummary } from '@core/learn-guide.ts'
import { findLearnCategory } from '@core/learn.ts'
import type { ProjectSummary } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import { STARTER_KITS } from '@core/starter-kits.ts'
import { PRODUCT_TEMPLATES } from '@core/templates.ts'
import { editorPathFor } from '@web/lib/projects/project-format.ts'

export type SearchKind = 'page' | 'guide' | 'template' | 'kit' | 'project'

export interface SearchEntry {
  kind: SearchKind
  id: string
  title: string
  /** One line under the title. */
  detail: string
  href: string
  /** Further text that matches but is not shown (section titles, audience, templates in a kit, a page's other names). */
  keywords: string
  /** Other names of the thing ('credits' for Pricing): weighed almost as the title. */
  aliases?: string
  /** 'Guides', 'Templates'…: which list the result belongs to. */
  kindLabel: string
}

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  page: 'Pages',
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
