import type { Matter } from '@core/book-matter.ts'
import type { ProductType, RewriteTask, Tone } from '@core/generation.ts'
import type { ChapterRemoval, Outline, OutlineRequest } from '@core/generation-schemas.ts'
import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import type { SelectionAction } from '@core/selection-schemas.ts'
import type { PageFields } from '../prompts/page-sections.ts'

/** Everything a chapter prompt carries so chapters neither repeat nor contradict each other. */
export interface ProductBrief {
  topic: string
  productType: ProductType
  tone: Tone
  targetAudience?: string
  title: string
  description: string
  /**
   * The whole outline, in order, with each chapter's plan when the outline has one, and, for a
   * planner's or checklist's section, the page template it is drawn with (issue 28); an
   * unnumbered introduction or conclusion says so with `matter` (issue 29).
   */
  chapters: ({ title: string; plan?: string; matter?: Matter } & PageFields)[]
  /** BCP 47 tag of the book's language, from the outline; absent for drafts started before plans. */
  language?: string
}

export interface ChapterJob {
  brief: ProductBrief
  /** Zero-based position of the chapter to write in `brief.chapters`. */
  index: number
  /** Chapters before `index` that are already written (drafts run in parallel, so some may be missing). */
  earlier: { index: number; title: string; content: string }[]
  signal?: AbortSignal
  /** Told, once the chapter is whole, what the cleaner took out of the reply (decision 79). */
  onRemovals?: (removals: ChapterRemoval[]) => void
}

export interface RewriteJob {
  chapterTitle: string
  /** The chapter's current content (the request calls it `brief`, docs/product.md#chapter-rewrites). */
  content: string
  tone: Tone
  targetAudience?: string
  modifier?: RewriteTask
  /** Context that keeps the book: all optional, since the bare payload has none of it. */
  productType?: ProductType
  language?: string
  bookTitle?: string
  plan?: string
  neighbours?: { previous?: { title: string; plan?: string }; next?: { title: string; plan?: string } }
  /** A planner's or checklist's section keeps its page template (issue 28): the words inside its pages come back. */
  page?: PageFields
  signal?: AbortSignal
}

/** A rewritten chapter, with what the cleaner took out of the reply (decision 79), if anything. */
export interface RewriteResult {
  title: string
  content: string
  removals?: ChapterRemoval[]
}

/** One selected passage of a chapter to rewrite (docs/product.md#chapter-rewrites); only the passage comes back. */
export interface SelectionJob {
  action: SelectionAction
  tone?: Tone
  instruction?: string
  selection: string
  /** The text just before and after the passage, so the new one still fits where it stands. */
  before: string
  after: string
  /** Try again: the suggestion not taken. */
  previous?: string
  chapterTitle: string
  chapterPlan?: string
  bookTitle?: string
  productType?: ProductType
  targetAudience?: string
  language?: string
  signal?: AbortSignal
}

/** Why the quality pass flags a sentence (quality/detect.ts). */
export type QualityProblem =
  | { kind: 'phrase'; phrase: string; plain: string }
  /** `phrase`: what the sentence shares with the chapter that keeps it; `opening`: the chapter's first line (reworded, never removed). */
  | { kind: 'repetition'; otherChapter: number; phrase?: string; opening?: boolean }
  | { kind: 'unsourced' }

/** One targeted revision: rewrite only the listed sentences, keep everything else as it is. */
export interface ReviseJob {
  title: string
  content: string
  items: { sentence: string; problems: QualityProblem[] }[]
  language?: string
  signal?: AbortSignal
}

/** A listed sentence and what replaces it ('' removes it); a sentence not answered stays as it is. */
export interface SentenceRevision {
  sentence: string
  revised: string
}

/** A new description for a saved book (issue 29): from its brief and chapters, naming no chapter count. */
export interface DescriptionJob {
  title: string
  subtitle?: string
  productType: ProductType
  tone: Tone
  targetAudience?: string
  language?: string
  chapters: { title: string; plan?: string; matter?: Matter }[]
  /** The description it replaces: what to keep of its promise, and which count to leave out. */
  current: string
  /** 'Try again': the suggestion not taken. */
  previous?: string
  signal?: AbortSignal
}

/** The book as the launch kit reads it (issue 32): the saved project, with what each chapter covers. */
export interface LaunchBrief {
  title: string
  subtitle?: string
  description: string
  productType: ProductType
  tone: Tone
  targetAudience?: string
  /** BCP 47 tag of the book's language; every piece is written in it. */
  language?: string
  chapters: {
    title: string
    plan?: string
    /** What the chapter covers, from its text (prompts/chapter-summary.ts); absent for an empty chapter. */
    summary?: string
    matter?: Matter
  }[]
  /** Chapter 1's text (the first numbered chapter), from which the sales page's excerpt is chosen word for word. */
  firstChapter: { title: string; content: string }
  /** Words in the book, for the suggested price and "what's inside". */
  wordCount: number
}

/** One piece of the launch kit to write, or to write again with the creator's instruction. */
export interface LaunchPieceJob<P extends LaunchPiece = LaunchPiece> {
  piece: P
  brief: LaunchBrief
  /** 'shorter', 'more playful', 'more formal' or the creator's own words; only when regenerating. */
  instruction?: string
  /** The piece as it stands, when regenerating: what the instruction changes. */
  current?: LaunchPieceValue<P>
  signal?: AbortSignal
}

/**
 * One interface, two kinds of implementation: the AI SDK (OpenAI, Anthropic, OpenAI-compatible)
 * and the offline writer. Chapter content is Markdown whose first line is `## {chapter title}`.
 * Failures throw a ProviderError (see provider-error.ts) so callers can refund and answer well.
 */
export interface GenerationProvider {
  /** 'offline' for the built-in writer, else e.g. 'openai', 'anthropic', 'openai-compatible'. */
  readonly name: string
  readonly model: string
  generateOutline(request: OutlineRequest, options?: { signal?: AbortSignal }): Promise<Outline>
  /** Text deltas; joined they are the whole chapter. */
  streamChapter(job: ChapterJob): AsyncIterable<string>
  rewriteChapter(job: RewriteJob): Promise<RewriteResult>
  /** The new passage, cleaned; `onDelta` sees it arrive (the deltas may fall short of the whole, which wins). */
  rewriteSelection(job: SelectionJob, onDelta?: (text: string) => void): Promise<string>
  /**
   * The quality pass's one revision call: new wording for the listed sentences only, which the
   * pass splices in, so nothing else can change. Optional: without it the pass only records notes.
   */
  reviseChapter?(job: ReviseJob): Promise<SentenceRevision[]>
  /**
   * A new description, cleaned to the blurb alone (issue 29). Optional so a test's provider need
   * not write one: the route then uses the offline writer's (description.handlers.ts).
   */
  writeDescription?(job: DescriptionJob): Promise<string>
  /**
   * One piece of the launch kit (issue 32), checked against its limits (generatedPieceSchemas) and
   * repaired once. Optional so a test's provider need not write one: the kit then uses the offline
   * writer's sample text.
   */
  writeLaunchPiece?<P extends LaunchPiece>(job: LaunchPieceJob<P>): Promise<LaunchPieceValue<P>>
}
