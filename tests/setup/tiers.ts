import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Sorts the unit tests into two tiers (decision 44). A test file is a *database* test when it
 * reaches tests/support/databases.ts through its imports (directly or through a kit such as
 * tests/support/test-app.ts), or asks vitest for the PostgreSQL server (`inject('postgres…')`).
 * Every other test is *fast*: pure or jsdom, no database server, no browser.
 */

const testDirs = ['src', 'scripts', 'bench']
const testFile = /\.test\.tsx?$/
const asksForServer = /inject\(\s*['"]postgres/
const importSpecifier = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g

function listTests(root: string): string[] {
  return testDirs.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((f) => testFile.test(f) && !f.split('/').includes('node_modules'))
          .map((f) => `${dir}/${f}`)
      : [],
  )
}

function resolveImport(root: string, from: string, spec: string): string | undefined {
  let base: string
  if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else if (spec.startsWith('@core/')) base = resolve(root, 'src/core', spec.slice('@core/'.length))
  else if (spec.startsWith('@web/')) base = resolve(root, 'src/web', spec.slice('@web/'.length))
  else return undefined
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.[cm]?tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return undefined
}

/** Paths (relative to `root`, sorted) of the test files in the database tier and in the fast tier. */
export function testTiers(root: string): { database: string[]; fast: string[] } {
  const target = resolve(root, 'tests/support/databases.ts')
  const edges = new Map<string, { server: boolean; imports: string[] }>()
  const read = (file: string) => {
    let entry = edges.get(file)
    if (!entry) {
      const text = readFileSync(file, 'utf8')
      const imports = [...text.matchAll(importSpecifier)]
        .map((m) => resolveImport(root, file, m[1]!))
        .filter((f): f is string => f !== undefined)
      entry = { server: asksForServer.test(text), imports }
      edges.set(file, entry)
    }
    return entry
  }
  const needsDatabase = (start: string): boolean => {
    const seen = new Set([start])
    const queue = [start]
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (file === target) return true
      const { server, imports } = read(file)
      if (server) return true
      for (const next of imports) {
        if (seen.has(next)) continue
        seen.add(next)
        queue.push(next)
      }
    }
    return false
  }
  const database: string[] = []
  const fast: string[] = []
  for (const file of listTests(root).sort()) {
    if (needsDatabase(resolve(root, file))) database.push(file)
    else fast.push(file)
  }
  return { database, fast }
}
