import { GENERATOR_DEFAULTS, type ProductType, type Tone } from '@core/generation.ts'
// Type-only imports: erased at build time, so zod stays out of the page that uses this state.
import type { Draft, Outline } from '@core/generation-schemas.ts'
import type { OutlineInput } from './outline-input.ts'

export type { Draft, DraftChapter } from '@core/generation-schemas.ts'

/**
 * The generator form (docs/product.md#entities), shared by the generator, templates, starter kits and the
 * editor: the store's persisted slice. What the tab is running (loading, error, progress, the draft) is the
 * store's other slice (generator-tab.ts) and is never stored.
 */
export interface GeneratorForm {
  topic: string
  productType: ProductType
  tone: Tone
  targetAudience: string
  outline: Outline | null
  /** The topic, product type, tone and audience `outline` was made for (decision 0059); null with no outline. */
  outlineInput: OutlineInput | null
  draft: Draft | null
  title: string
  description: string
  currentChapterIndex: number
  /** The saved project the last finished draft became; /editor opens it. */
  projectId: string | null
  /**
   * The outline as kept on the account (issue 30, decision 104): edits are saved to it, and a draft
   * of it names it. Null for an outline from before outlines were kept, or none.
   */
  outlineId: string | null
  /** The newest project drafted from `outlineId`, while it exists: 'Open in editor' instead of a second purchase. */
  draftedProject: DraftedProject | null
}

export interface DraftedProject {
  id: string
  title: string
}

export const PERSISTED_FIELDS = [
  'topic',
  'productType',
  'tone',
  'targetAudience',
  'outline',
  'outlineInput',
  'draft',
  'title',
  'description',
  'currentChapterIndex',
  'projectId',
  'outlineId',
  'draftedProject',
] as const satisfies readonly (keyof GeneratorForm)[]

export type PersistedGeneratorForm = Pick<GeneratorForm, (typeof PERSISTED_FIELDS)[number]>

/** The defaults (docs/product.md#generator). Frozen: the server render shares it. */
export const INITIAL_GENERATOR_FORM: Readonly<GeneratorForm> = Object.freeze({
  topic: '',
  productType: GENERATOR_DEFAULTS.productType,
  tone: GENERATOR_DEFAULTS.tone,
  targetAudience: '',
  outline: null,
  outlineInput: null,
  draft: null,
  title: '',
  description: '',
  currentChapterIndex: GENERATOR_DEFAULTS.currentChapterIndex,
  projectId: null,
  outlineId: null,
  draftedProject: null,
})
