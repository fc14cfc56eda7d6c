import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { EXAMPLE_PRODUCT_TYPES, type ExampleSource, exampleSourceSchema } from '@core/examples.ts'
import { type ExportDocument, exportDocumentSchema } from '@core/export-schemas.ts'

/**
 * The gallery's examples as the repository keeps them (issue 30, decision 106):
 * `content/examples/<slug>/example.json` plus one Markdown file per chapter. Read and checked here,
 * then turned into the export document the editor would send for such a project, so the build
 * exports them exactly as it would a creator's.
 */

/** An example that does not read, parse or validate: its folder and every problem, in words. */
export class ExampleSourceError extends Error {
  override name = 'ExampleSourceError'
}

export interface LoadedExample {
  source: ExampleSource
  /** What POST /api/export/pdf would receive for it. */
  document: ExportDocument
  /** Its folder, and every file it was read from (example.json first), for the build's hash. */
  dir: string
  files: string[]
}

/** The folders under `dir` holding an example.json, by name. */
export function exampleFolders(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'example.json')))
    .map((entry) => entry.name)
    .sort()
}

const issues = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')

/** One example, checked: its JSON against exampleSourceSchema, its chapters' files, and the document against the export's own schema. */
export function loadExample(dir: string, folder: string): LoadedExample {
  const exampleDir = join(dir, folder)
  const fail = (problem: string): never => {
    throw new ExampleSourceError(`The example in content/examples/${folder} ${problem}`)
  }
  const jsonPath = join(exampleDir, 'example.json')
  let json: unknown
  try {
    json = JSON.parse(readFileSync(jsonPath, 'utf8'))
  } catch (error) {
    fail(`has an example.json that is not JSON: ${(error as Error).message}`)
  }
  const parsed = exampleSourceSchema.safeParse(json)
  if (!parsed.success) return fail(`does not validate: ${issues(parsed.error)}`)
  const source = parsed.data
  if (source.slug !== folder) fail(`is named "${source.slug}" in its example.json: the slug must be the folder's name.`)
  const files = [jsonPath]
  const chapters = source.chapters.map(({ title, file, plan: _plan, ...page }) => {
    const path = join(exampleDir, file)
    if (!existsSync(path)) fail(`has no ${file} for the chapter "${title}".`)
    files.push(path)
    const content = readFileSync(path, 'utf8')
    // A draft's chapter starts with its own title as a level-2 heading, which every renderer drops
    // in favour of the chapter's title: a different one there would be a title no page prints.
    const heading = /^##[ \t]+(.+?)[ \t]*$/m.exec(content.trimStart().split('\n', 1)[0] ?? '')?.[1]
    if (heading !== undefined && heading !== title) fail(`has "## ${heading}" at the top of ${file}, but its chapter is titled "${title}".`)
    return { title, content, ...page }
  })
  const document = exportDocumentSchema.safeParse({ ...source.document, productType: source.productType, chapters })
  if (!document.success) return fail(`does not export: ${issues(document.error)}`)
  return { source, document: document.data, dir: exampleDir, files }
}

const typeOrder = (example: LoadedExample) => EXAMPLE_PRODUCT_TYPES.indexOf(example.source.productType)

/** Every example under `dir`, in the gallery's order (ebook, guide, checklist, planner; then by slug). */
export function loadExamples(dir: string): LoadedExample[] {
  return exampleFolders(dir)
    .map((folder) => loadExample(dir, folder))
    .sort((a, b) => typeOrder(a) - typeOrder(b) || a.source.slug.localeCompare(b.source.slug))
}
