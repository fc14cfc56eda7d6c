import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * The examples build's cache key (decision 106): an example is built again only when its own files
 * or the code that renders it changed. The code is every file of these paths but the tests — the
 * export pipeline and its Typst template, what it shares from src/core, this build, and the
 * lock file (Typst, the fonts, sharp). Broader than the renderers strictly read, so a change can
 * rebuild an example needlessly, never leave one stale.
 */
export const RENDERER_INPUTS = ['src/server/export', 'src/server/examples', 'src/server/http', 'src/core', 'package-lock.json'] as const

const TEST_FILE = /\.test\.tsx?$/

function filesUnder(root: string, rel: string): string[] {
  const path = join(root, rel)
  if (!existsSync(path)) return []
  if (statSync(path).isFile()) return [path]
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Names (relative to root, so the hash is the same in every checkout) and contents, in a fixed order. */
function hashFiles(hash: ReturnType<typeof createHash>, root: string, files: string[]): void {
  for (const file of files.map((path) => relative(root, path).split('\\').join('/')).sort()) {
    const bytes = readFileSync(join(root, file))
    hash.update(`${file}\0${bytes.length}\0`).update(bytes)
  }
}

/** The hash of the rendering code under `root` (RENDERER_INPUTS). */
export function rendererHash(root: string): string {
  const hash = createHash('sha256')
  hashFiles(
    hash,
    root,
    RENDERER_INPUTS.flatMap((rel) => filesUnder(root, rel)),
  )
  return hash.digest('hex')
}

/** One example's key: the renderers' hash and the example's own files (its folder's, by name relative to it). */
export function exampleHash(renderer: string, exampleDir: string, files: string[]): string {
  const hash = createHash('sha256').update(`${renderer}\0`)
  hashFiles(hash, exampleDir, files)
  return hash.digest('hex')
}
