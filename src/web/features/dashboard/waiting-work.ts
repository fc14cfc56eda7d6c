import type { ProductType } from '@core/generation.ts'
import type { DraftJob } from '@core/generation-schemas.ts'
import type { PersistedGeneratorForm } from '@web/lib/generator/generator-form.ts'
import { isOutlineStale } from '@web/lib/generator/outline-input.ts'

/** What the generator holds for the signed-in user that is not a saved project yet. */
export interface WaitingWork {
  /** The product's name: its topic (else the outline's title), or the title of the draft being written. */
  name: string
  productType: ProductType | null
  /** What waits, in words: 'Outline ready — 6 chapters', 'Topic filled', … */
  state: string
}

const chapters = (n: number) => `${n} ${n === 1 ? 'chapter' : 'chapters'}`

/** A finished draft was written from this very outline (it is a saved project now): nothing waits. */
function outlineDrafted(form: PersistedGeneratorForm): boolean {
  const { outline, draft, projectId } = form
  if (!outline || !draft || !projectId || draft.chapters.length !== outline.chapters.length) return false
  return draft.chapters.every((chapter, i) => chapter.title === outline.chapters[i]?.title)
}

/**
 * The work waiting in the generator (docs/product.md#dashboard), or null when none does: a draft
 * being written (the server's running job), an outline not yet drafted, or a filled topic.
 */
export function waitingWork(form: PersistedGeneratorForm, job: DraftJob | null): WaitingWork | null {
  const topic = form.topic.trim()
  if (job?.status === 'running') {
    const written = job.chapters.filter((c) => c.status === 'done').length
    // The job knows its title, not its type: the form's type is named only when the form holds this job's outline.
    return {
      name: job.title,
      productType: form.outline?.title === job.title ? form.productType : null,
      state: `Draft in progress — ${written} of ${chapters(job.chapters.length)} written`,
    }
  }
  // A topic typed after the outline (decision 0059) is what waits, whether or not that outline was drafted.
  const stale = isOutlineStale(form)
  if (stale && topic) return { name: topic, productType: form.productType, state: 'Topic changed — outline for an earlier topic' }
  if (form.outline && !outlineDrafted(form)) {
    return {
      name: topic || form.outline.title,
      productType: form.productType,
      state: `Outline ready — ${chapters(form.outline.chapters.length)}`,
    }
  }
  if (topic && !form.outline) return { name: topic, productType: form.productType, state: 'Topic filled' }
  return null
}
