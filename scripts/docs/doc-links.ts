import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Keeps what the code cites inside the repository (decision 45): every `docs/<file>.md#<anchor>` named
 * in source, tests, scripts and docs must reach a real heading, every relative link in README.md
 * and docs/ a real file, and no citation may point at documents that live outside the repository.
 */

/**
 * GitHub's heading anchor: inline Markdown reduced to its text, lower case, everything but
 * letters, digits, spaces, hyphens and underscores dropped, spaces turned into hyphens.
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** A fence line: three or more backticks (with an info string free of backticks) or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/

/** The anchors of a Markdown file's headings (outside code fences); repeats get -1, -2 as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fence: string | null = null
  for (const line of markdown.split('\n')) {
    const [, marker = '', rest = ''] = FENCE.exec(line) ?? []
    if (marker && fence === null && !(marker.startsWith('`') && rest.includes('`'))) {
      fence = marker
      continue
    }
    if (fence !== null) {
      if (marker[0] === fence[0] && marker.length >= fence.length && rest.trim() === '') fence = null
      continue
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const slug = githubSlug(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

export interface Problem {
  file: string
  line: number
  message: string
}

/** `docs/<file>.md` or `docs/<file>.md#<anchor>` as source files write them, in comments or strings. */
const DOC_CITATION = /\bdocs\/[\w./-]*?\.md(?:#[\w-]+)?/g
/** A Markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g
/** Citations of documents that are not in the repository: the first product specification and the notes beside it. */
const OUTSIDE = [
  /\bspec\s*§/i,
  /supabase-compat\.md/,
  // Not an import's path (a sibling folder named shared): only prose or links that climb out of the repository.
  /(?<![\w'"./])\.\.\/shared\//,
  /\/work\/shared/,
  /product-spec\.md/,
  /ARCHITECTURE(\.md)?\s*§/,
  /TOOLCHAIN\.md/,
]

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/** Checks one `path#anchor` target; a relative path is read from `fromDir`. Returns the problem, if any. */
export function checkTarget(root: string, fromDir: string, target: string, read: (path: string) => string): string | undefined {
  const hash = target.indexOf('#')
  const pathPart = hash === -1 ? target : target.slice(0, hash)
  const anchor = hash === -1 ? '' : target.slice(hash + 1)
  const path = resolve(fromDir, decodeURI(pathPart))
  if (!existsSync(path)) return `${target}: no such file (${relative(root, path)})`
  if (anchor === '' || !path.endsWith('.md')) return undefined
  return headingAnchors(read(path)).has(anchor) ? undefined : `${target}: no heading with the anchor #${anchor}`
}

/** Problems in one file's text: broken doc citations, broken relative links (Markdown only), outside citations. */
export function checkText(
  root: string,
  file: string,
  text: string,
  read: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): Problem[] {
  const problems: Problem[] = []
  const report = (index: number, message: string) => problems.push({ file: relative(root, file), line: lineOf(text, index), message })
  for (const match of text.matchAll(DOC_CITATION)) {
    const problem = checkTarget(root, root, match[0], read)
    if (problem) report(match.index, problem)
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const target = match[1] ?? ''
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue
      const own = target.startsWith('#') ? `${relative(dirname(file), file)}${target}` : target
      const problem = checkTarget(root, dirname(file), own, read)
      if (problem) report(match.index, problem)
    }
  }
  for (const pattern of OUTSIDE) {
    const match = new RegExp(pattern.source, `${pattern.flags}g`).exec(text)
    if (match) report(match.index, `cites a document outside the repository: "${match[0]}"`)
  }
  return problems
}

const SCANNED = ['src', 'tests', 'scripts', 'bench', 'supabase', 'docs', 'README.md']
const TEXT_FILE = /\.(ts|tsx|js|mjs|sql|md|css|html|json)$/

/** Every file the check reads, relative to `root`; `skip` leaves out files that must mention the patterns. */
export function scannedFiles(root: string, skip: readonly string[] = []): string[] {
  const files: string[] = []
  for (const entry of SCANNED) {
    const path = join(root, entry)
    if (!existsSync(path)) continue
    if (statSync(path).isFile()) {
      files.push(entry)
      continue
    }
    for (const name of readdirSync(path, { recursive: true, encoding: 'utf8' })) {
      const rel = join(entry, name)
      // lint-rules.test.ts writes and removes its fixtures under src/ while other tests run: never read them.
      if (rel.split('/').some((part) => part === 'node_modules' || part.startsWith('lint-fixture-'))) continue
      if (!TEXT_FILE.test(rel) || skip.includes(rel)) continue
      if (statSync(join(root, rel)).isFile()) files.push(rel)
    }
  }
  return files.sort()
}

export function checkRepository(root: string, skip: readonly string[] = []): Problem[] {
  return scannedFiles(root, skip).flatMap((rel) => {
    const file = join(root, rel)
    return checkText(root, file, readFileSync(file, 'utf8'))
  })
}
