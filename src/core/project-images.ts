import { z } from 'zod'
import { assetReference } from './image-reference.ts'
import { type ImageWidth, writeImageDestination } from './image-layout.ts'

/**
 * Images a writer uploads into a project (docs/product.md#editor, decision 63). The server reads
 * the type from the bytes; these are the only ones it keeps.
 */
export const PROJECT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ProjectImageType = (typeof PROJECT_IMAGE_TYPES)[number]

/** `POST /api/projects/:id/images` (the file's bytes as the body) answers 201 with this. */
export const projectImageSchema = z.object({
  id: z.uuid(),
  contentType: z.enum(PROJECT_IMAGE_TYPES),
  byteSize: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  createdAt: z.string(),
})
export type ProjectImage = z.infer<typeof projectImageSchema>

/** Alt text is required (accessibility, and the EPUB's alt): what a reader who cannot see the image is told. */
export const IMAGE_ALT_MAX = 300
export const imageAltSchema = z
  .string()
  .trim()
  .min(1, 'Describe the image for readers who cannot see it.')
  .max(IMAGE_ALT_MAX, `Keep the description under ${IMAGE_ALT_MAX} characters.`)

/**
 * The Markdown for an uploaded image: `![alt](asset:<id>)`, with its width and caption when given
 * (`![alt](asset:<id>#width=50 "caption")`, @core/image-layout.ts). Brackets and backslashes in
 * the alt text, quotes and backslashes in the caption, are escaped and line breaks folded, so any
 * text stays one image.
 */
export function imageMarkdown(alt: string, imageId: string, layout: { width?: ImageWidth; caption?: string } = {}): string {
  const fold = (text: string) => text.trim().replace(/\s+/g, ' ')
  const text = fold(alt).replace(/[\\[\]]/g, (c) => `\\${c}`)
  const caption = fold(layout.caption ?? '').replace(/["\\]/g, (c) => `\\${c}`)
  const destination = writeImageDestination(assetReference(imageId), layout.width ?? 'full')
  return `![${text}](${destination}${caption ? ` "${caption}"` : ''})`
}
