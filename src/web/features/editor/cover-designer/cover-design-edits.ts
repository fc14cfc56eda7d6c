import { type CoverArt, type CoverDesign, type CoverImage, defaultCoverDesign } from '@core/cover-design.ts'
import { coverDesignSchema } from '@core/cover-design-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { setPublishing } from '../export/publishing-edits.ts'

/** The design the designer shows and every export draws: the saved one, else the product type's default. */
export function coverDesignOf(doc: ProjectDocument): CoverDesign {
  return doc.publishing?.cover ?? defaultCoverDesign(doc.productType, doc.publishing?.theme)
}

/**
 * Stores a design as the project's `publishing.cover`, through the same edit as every publishing
 * setting (so the autosave carries it). Only a design the shared schema accepts is stored: an
 * autosave must never send what the server would refuse.
 */
export function setCoverDesign(doc: ProjectDocument, design: CoverDesign): ProjectDocument {
  if (!coverDesignSchema.safeParse(design).success) return doc
  if (sameDesign(doc.publishing?.cover, design)) return doc
  return setPublishing(doc, 'cover', design)
}

/** One change to the design as it is now; the editor's `update` applies it to the newest document. */
export function editCoverDesign(change: (design: CoverDesign) => CoverDesign): (doc: ProjectDocument) => ProjectDocument {
  return (doc) => setCoverDesign(doc, change(coverDesignOf(doc)))
}

function sameDesign(a: CoverDesign | undefined, b: CoverDesign): boolean {
  return a !== undefined && JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

const canonical = (d: CoverDesign) => ({ layout: d.layout, font: d.font, palette: d.palette, color: d.color, image: d.image })

/** '#RRGGBB', 'rrggbb' or '#rgb' as typed → '#rrggbb', or null when it is no colour. */
export function readHexColor(raw: string): string | null {
  const text = raw.trim().replace(/^#/, '').toLowerCase()
  if (/^[0-9a-f]{6}$/.test(text)) return `#${text}`
  if (/^[0-9a-f]{3}$/.test(text)) return `#${[...text].map((c) => c + c).join('')}`
  return null
}

/** The image a design shows, as the designer's three tabs see it. */
export const imageArt = (image: CoverImage): CoverArt | null => (image.source === 'art' ? image.art : null)
export const imageId = (image: CoverImage): string | null => (image.source === 'art' ? null : image.imageId)
