import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { compileGuide } from './learn-content/compile-guide.ts'

const INDEX_ID = 'virtual:learn-index'
const RESOLVED_INDEX = `\0${INDEX_ID}`

/** content/learn/<category>/<slug>.md, in name order (the pages order them by src/core/learn.ts). */
export function guideFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(contentDir, dir.name))
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(contentDir, dir.name, name)),
    )
    .sort()
}

/**
 * The learning hub's guides are Markdown files compiled at build time: each guide becomes its own
 * JS chunk (title, sections, HTML, checklist) loaded only by its page, and `virtual:learn-index`
 * carries the summaries (no bodies) the lists and the search need.
 */
export function learnContent(contentDir: string): Plugin {
  return {
    name: 'folio-learn-content',
    resolveId: (id) => (id === INDEX_ID ? RESOLVED_INDEX : undefined),
    load(id) {
      if (id !== RESOLVED_INDEX) return undefined
      const files = guideFiles(contentDir)
      const summaries = files.map((file) => {
        this.addWatchFile(file)
        const { html: _html, checklist: _checklist, ...summary } = compileGuide(readFileSync(file, 'utf8'), file)
        return { summary, file }
      })
      const loaders = summaries
        .map(({ summary, file }) => `  ${JSON.stringify(`${summary.category}/${summary.slug}`)}: () => import(${JSON.stringify(file)}),`)
        .join('\n')
      return `export const guideSummaries = ${JSON.stringify(summaries.map((s) => s.summary))}\nexport const guideLoaders = {\n${loaders}\n}\n`
    },
    transform(code, id) {
      if (!id.endsWith('.md') || !id.startsWith(contentDir)) return undefined
      return { code: `export default ${JSON.stringify(compileGuide(code, id))}`, map: null }
    },
  }
}
