import type { SelectionAction, SelectionRequestBody } from '@core/selection-schemas.ts'
import type { Tone } from '@core/generation.ts'
import type { QualityNote } from '@core/generation-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import type { ProjectChapter } from '../chapter-edits.ts'
import type { Passage } from './selection-core.ts'

/** What the creator asked for: an action, with its tone or instruction. */
export interface SelectionAsk {
  action: SelectionAction
  tone?: Tone
  instruction?: string
  /** A quality note's 'Fix this' (decision 110): the note the accepted rewrite marks fixed; never sent. */
  fix?: QualityNote
  /** The panel's title when it is not the action's name ('Fix this: …'); never sent. */
  title?: string
}

export type SelectionBook = Pick<ProjectDocument, 'title' | 'productType' | 'language' | 'targetAudience'>

/** The request: the passage and the text around it, the chapter's title and plan, the book's brief and language. */
export function selectionRequest(
  passage: Passage,
  ask: SelectionAsk,
  chapter: Pick<ProjectChapter, 'title' | 'plan'>,
  book: SelectionBook,
  previous?: string,
): SelectionRequestBody {
  const plan = chapter.plan?.trim()
  const bookTitle = book.title.trim()
  const audience = book.targetAudience.trim()
  return {
    action: ask.action,
    ...(ask.action === 'tone' && ask.tone ? { tone: ask.tone } : {}),
    ...(ask.action === 'custom' && ask.instruction ? { instruction: ask.instruction } : {}),
    selection: passage.selection,
    before: passage.before,
    after: passage.after,
    ...(previous ? { previous } : {}),
    chapterTitle: chapter.title.trim(),
    ...(plan ? { chapterPlan: plan } : {}),
    ...(bookTitle ? { bookTitle } : {}),
    productType: book.productType,
    ...(audience ? { targetAudience: audience } : {}),
    ...(book.language ? { language: book.language } : {}),
  }
}
