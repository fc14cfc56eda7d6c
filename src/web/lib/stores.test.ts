import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const WEB = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    // lint-rules.test.ts writes and removes its fixtures under src/ while this test may run.
    if (entry.isDirectory()) return entry.name.startsWith('lint-fixture-') ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('client state (decision 115)', () => {
  it('lives in zustand stores: no module keeps a listener set of its own', () => {
    // A module-level `new Set` of callbacks is a hand-written store; a class's own set (one per instance) is not.
    const handWritten = sources(WEB).filter((file) => /^(?:const|let) \w+ = new Set<\(.*\) => void>\(\)/m.test(readFileSync(file, 'utf8')))
    expect(handWritten).toEqual([])
  })

  it('the generator reads busy from one selector, not from the slices it is made of', () => {
    const generator = sources(join(WEB, 'features/generator'))
    const ored = generator.filter((file) => /\.loading\b|draftStarting\s*\|\||isDraftActive/.test(readFileSync(file, 'utf8')))
    expect(ored).toEqual([])
  })
})
