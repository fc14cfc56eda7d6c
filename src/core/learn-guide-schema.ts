import { z } from 'zod'

/** The front matter of a guide in content/learn/<category>/<slug>.md, checked when the guides are built. */
export const guideFrontMatterSchema = z.object({
  title: z.string().min(3).max(80),
  description: z.string().min(40).max(200),
  category: z.string().regex(/^[a-z-]+$/),
  slug: z.string().regex(/^[a-z-]+$/),
})
export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>
