import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The source files (not tests) under `dir` whose text matches `pattern`, as paths relative to it
 * with forward slashes: how a test pins a rule to its one home ("only X writes this table").
 */
export function sourcesMatching(dir: URL, pattern: RegExp): string[] {
  const root = fileURLToPath(dir)
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => pattern.test(readFileSync(root + f, 'utf8')))
    .map((f) => f.replaceAll('\\', '/'))
}
