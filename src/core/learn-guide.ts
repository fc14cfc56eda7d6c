// Zod-free: the guide page imports these helpers, and a schema here would bring zod with it (decision 58).
import type { GuideFrontMatter } from './learn-guide-schema.ts'

export type { GuideFrontMatter }

export interface GuideSection {
  /** The in-page anchor (the heading's id). */
  id: string
  title: string
}

/** What the hub's lists and the search need about a guide: no body. */
export interface GuideSummary extends GuideFrontMatter {
  words: number
  minutes: number
  sections: GuideSection[]
}

/** A guide compiled at build time: its body as HTML (our own content), and the action checklist apart. */
export interface CompiledGuide extends GuideSummary {
  html: string
  checklist: string[]
}

/** Every guide ends with this section: its task list becomes checkboxes that are not saved (docs/product.md#learning-hub). */
export const ACTION_STEPS_TITLE = 'Action steps'

/** A section heading's in-page anchor: 'Contrast and accessibility' → 'contrast-and-accessibility'. */
export const sectionAnchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
