import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const serverDir = fileURLToPath(new URL('..', import.meta.url))
const writesAuthUsers = /\b(?:update|insert\s+into|delete\s+from)\s+auth\.users\b/i

function sourceFiles(): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
}

describe('auth.users writes', () => {
  it('come from users.queries.ts only', () => {
    const writers = sourceFiles().filter((f) => writesAuthUsers.test(readFileSync(serverDir + f, 'utf8')))
    expect(writers.map((f) => f.replaceAll('\\', '/'))).toEqual(['auth/users.queries.ts'])
  })
})
