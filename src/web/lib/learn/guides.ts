import { guideLoaders, guideSummaries } from 'virtual:learn-index'
import type { CompiledGuide, GuideSummary } from '@core/learn-guide.ts'

const key = (category: string, slug: string) => `${category}/${slug}`
const loaded = new Map<string, CompiledGuide>()
const pending = new Map<string, Promise<CompiledGuide | undefined>>()

export function guideSummary(category: string, slug: string): GuideSummary | undefined {
  return guideSummaries.find((g) => g.category === category && g.slug === slug)
}

export const allGuideSummaries = (): readonly GuideSummary[] => guideSummaries

/** Loads a guide's chunk once; undefined for a guide that has no content file. */
export function loadGuide(category: string, slug: string): Promise<CompiledGuide | undefined> {
  const id = key(category, slug)
  let promise = pending.get(id)
  if (!promise) {
    const load = guideLoaders[id]
    promise = load
      ? load().then(({ default: guide }) => {
          loaded.set(id, guide)
          return guide
        })
      : Promise.resolve(undefined)
    promise.catch(() => pending.delete(id))
    pending.set(id, promise)
  }
  return promise
}

/** The guide if its chunk is here already (prerendering, hydration, a second visit). */
export const loadedGuide = (category: string, slug: string): CompiledGuide | undefined => loaded.get(key(category, slug))
