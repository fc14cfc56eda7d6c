import type { ProductType } from '@core/generation.ts'
import type { DraftJob } from '@core/generation-schemas.ts'
import { paths } from '@core/routes.ts'
import type { SavedOutlineSummary } from '@core/saved-outlines.ts'
import type { PersistedGeneratorForm } from './generator-form.ts'
import { generatorPathForOutline } from '../outlines/saved-outlines-api.ts'
import { isOutlineStale } from './outline-input.ts'

/**
 * What waits for the signed-in user that is not a saved project yet: in this browser's generator
 * form, or on the server (a running draft job, an outline not drafted). The dashboard's Continue
 * card names it; the 'Account created!' and 'Payment successful!' toasts lead back to it (issue 30).
 */
export interface WaitingWork {
  /** What it is: a draft being written or an outline (worth a 'Back to your outline'), or only a topic typed. */
  kind: 'draft' | 'outline' | 'topic'
  /** The product's name: the outline's title, the draft's title, or the topic when that is all there is. */
  name: string
  /** The topic typed in the generator, when it says more than the name (else null). */
  topic: string | null
  productType: ProductType | null
  /** What waits, in words: 'Outline ready — 6 chapters', 'Topic filled', … */
  state: string
  /** Where it opens: the generator, on a saved outline when the server holds it. */
  to: string
}

const chapters = (n: number) => `${n} ${n === 1 ? 'chapter' : 'chapters'}`

/** A finished draft was written from this very outline (it is a saved project now): nothing waits. */
function outlineDrafted(form: PersistedGeneratorForm): boolean {
  const { outline, draft, projectId } = form
  if (!outline || !draft || !projectId || draft.chapters.length !== outline.chapters.length) return false
  return draft.chapters.every((chapter, i) => chapter.title === outline.chapters[i]?.title)
}

const topicBeside = (topic: string, name: string) => (topic && topic !== name ? topic : null)

/**
 * The work waiting (docs/product.md#dashboard), or null when none does: a draft being written (the
 * server's running job), the generator's outline not yet drafted, the newest outline the server
 * keeps undrafted (`outlines`, newest first), or a filled topic.
 */
export function waitingWork(
  form: PersistedGeneratorForm,
  job: DraftJob | null,
  outlines: readonly SavedOutlineSummary[] = [],
): WaitingWork | null {
  const topic = form.topic.trim()
  if (job?.status === 'running') {
    const written = job.chapters.filter((c) => c.status === 'done').length
    // The job knows its title, not its type: the form's type is named only when the form holds this job's outline.
    return {
      kind: 'draft',
      name: job.title,
      topic: null,
      productType: form.outline?.title === job.title ? form.productType : null,
      state: `Draft in progress — ${written} of ${chapters(job.chapters.length)} written`,
      to: paths.home,
    }
  }
  const drafted = outlineDrafted(form)
  // A topic typed after the outline (decision 0059) is what waits, whether or not that outline was drafted.
  if (isOutlineStale(form) && topic) {
    return {
      kind: form.outline && !drafted ? 'outline' : 'topic',
      name: topic,
      topic: null,
      productType: form.productType,
      state: 'Topic changed — outline for an earlier topic',
      to: paths.home,
    }
  }
  if (form.outline && !drafted) {
    const name = form.outline.title.trim() || topic
    return {
      kind: 'outline',
      name,
      topic: topicBeside(topic, name),
      productType: form.productType,
      state: `Outline ready — ${chapters(form.outline.chapters.length)}`,
      to: paths.home,
    }
  }
  const saved = outlines.find((o) => o.status === 'not_drafted')
  if (saved) {
    return {
      kind: 'outline',
      name: saved.title.trim() || 'Untitled outline',
      topic: null,
      productType: saved.productType,
      state: `Outline ready — ${chapters(saved.chapterCount)}`,
      to: generatorPathForOutline(saved.id),
    }
  }
  if (topic && !form.outline)
    return { kind: 'topic', name: topic, topic: null, productType: form.productType, state: 'Topic filled', to: paths.home }
  return null
}
