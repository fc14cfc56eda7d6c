import { z } from 'zod'

/** The front matter of a guide in content/learn/<category>/<slug>.md. */
export const guideFrontMatterSchema = z.object({
  title: z.string().min(3).max(80),
  description: z.string().min(40).max(200),
  category: z.string().regex(/^[a-z-]+$/),
  slug: z.string().regex(/^[a-z-]+$/),
})
export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>

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
