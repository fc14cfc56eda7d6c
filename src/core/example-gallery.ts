import type { ProductType } from './generation.ts'

/**
 * The examples gallery's browser side (issue 30, decision 106), free of zod so the gallery's lazy
 * chunk carries no validator: where the built examples are served and what their manifest says.
 * The build writes them (src/server/examples/build-examples.ts) and checks each manifest against
 * `exampleManifestSchema` (examples.ts) before writing it.
 */
export const EXAMPLE_PRODUCT_TYPES = ['ebook', 'guide', 'checklist', 'planner'] as const satisfies readonly ProductType[]

/** Shown on every example (issue 30: honest examples, labelled as such). */
export const EXAMPLE_LABEL = 'Example made with Folio' as const

/** The gallery's section on / (`/#examples`), which the learning hub links to. */
export const EXAMPLES_ANCHOR = 'examples'

/** Where the server serves dist/examples; every example's files are under `/examples/<slug>/`. */
export const EXAMPLES_BASE = '/examples'

/** Every built example's manifest, in EXAMPLE_PRODUCT_TYPES order; served with `no-cache`. */
export const EXAMPLES_INDEX_PATH = `${EXAMPLES_BASE}/index.json`

/** An image the build made: its URL (its name carries the example's hash, so it is cached for good) and its pixels. */
export interface ExampleImage {
  url: string
  width: number
  height: number
  bytes: number
  alt: string
}

/** `dist/examples/<slug>/manifest.json`: what the gallery's card shows. */
export interface ExampleManifest {
  slug: string
  productType: ProductType
  title: string
  subtitle?: string
  blurb: string
  chapters: string[]
  pageCount: number
  pdf: { url: string; bytes: number; fileName: string }
  cover: ExampleImage
  pages: ExampleImage[]
  /** The hash of the example's sources and of the renderers' code it was built from (the build's cache key). */
  hash: string
}

export interface ExamplesIndex {
  examples: ExampleManifest[]
}

/** The card's name for its product type, as the generator's select shows it. */
export const EXAMPLE_TYPE_LABELS: Record<ProductType, string> = {
  ebook: 'Ebook',
  guide: 'Guide',
  checklist: 'Checklist',
  planner: 'Planner',
}
