import { GENERATION_LIMITS as L } from '@core/generation.ts'
import type { Project, ProjectDocument } from '@core/project-schemas.ts'
import type { GeneratorForm } from '@web/lib/generator/generator-form.ts'
import { createProject } from '@web/lib/projects/projects-api.ts'

/** The editor document (docs/product.md#projects) from the generator's stored draft (one made before drafts became projects). */
export function documentFromDraft(form: Pick<GeneratorForm, 'draft' | 'productType' | 'tone' | 'targetAudience' | 'currentChapterIndex' | 'title' | 'description'>): ProjectDocument | null {
  const draft = form.draft
  if (!draft || draft.chapters.length === 0) return null
  const chapters = draft.chapters.slice(0, L.maxChapters).map((c) => ({
    id: crypto.randomUUID(),
    title: c.title.slice(0, L.chapterTitle),
    content: c.content.slice(0, L.chapterContent),
  }))
  return {
    title: (draft.title || form.title).slice(0, L.title),
    description: (draft.description || form.description).slice(0, L.description),
    productType: form.productType,
    tone: form.tone,
    targetAudience: form.targetAudience.slice(0, L.audience),
    chapters,
    currentChapterIndex: Math.min(form.currentChapterIndex, chapters.length - 1),
  }
}

// One request per stored draft, also when StrictMode runs the effect twice; a failure may be retried.
const pending = new WeakMap<object, Promise<Project>>()

export function projectFromDraft(form: GeneratorForm): Promise<Project> {
  const draft = form.draft
  const doc = documentFromDraft(form)
  if (!draft || !doc) return Promise.reject(new Error('There is no draft to open.'))
  let request = pending.get(draft)
  if (!request) {
    request = createProject(doc)
    pending.set(draft, request)
    request.catch(() => pending.delete(draft))
  }
  return request
}
