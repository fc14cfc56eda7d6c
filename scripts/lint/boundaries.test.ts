import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// Runs the repository's own eslint.config.js on in-memory code placed in each zone, so the
// boundaries of docs/decisions/0042-lint-boundaries.md are proven to fire (and not over-fire).
// The files are not on disk, so the type-aware rules (decision 118, tested in lint-rules.test.ts) are off.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: tseslint.configs.disableTypeChecked,
})

async function boundaryErrors(file: string, spec: string): Promise<string[]> {
  const code = `import { x } from '${spec}'\nexport const y = x\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'folio/boundaries').map((m) => m.message)
}

describe('folio/boundaries', () => {
  it.each([
    ['src/core/a.ts', '../server/db/pool.ts', /src\/core/],
    ['src/core/a.ts', '../web/lib/api.ts', /src\/core/],
    ['src/core/a.ts', '@web/lib/api.ts', /src\/core/],
    ['src/web/lib/a.ts', '../../server/app.ts', /src\/web must not import src\/server/],
    ['src/server/a.ts', '../web/lib/api.ts', /src\/server must not import src\/web/],
    ['src/server/x/a.ts', '@web/lib/api.ts', /src\/server must not import src\/web/],
    ['src/web/features/editor/a.tsx', '@web/features/dashboard/b.tsx', /"editor" must not import feature "dashboard"/],
    ['src/web/features/editor/a.tsx', '../dashboard/b.tsx', /"editor" must not import feature "dashboard"/],
    ['src/web/features/editor/sub/a.tsx', '../../dashboard/b.tsx', /"editor" must not import feature "dashboard"/],
    ['src/server/projects/kit.ts', '../../../tests/support/api-user.ts', /Only \*\.test\.ts\(x\)/],
    ['src/web/lib/kit.tsx', '../../../tests/support/jsdom-radix.ts', /Only \*\.test\.ts\(x\)/],
    ['src/server/generation/rewrites/a.ts', '../../drafts/draft-writer.ts', /generation must not import src\/server\/drafts/],
    ['src/server/http/a.ts', '../auth/access-token.ts', /src\/server\/http is shared by every API area/],
    ['src/server/http/a.ts', '../drafts/draft-store.ts', /src\/server\/http is shared by every API area/],
    ['src/server/http/a.ts', '../app.ts', /src\/server\/http is shared by every API area/],
  ])('%s importing %s is an error', async (file, spec, reason) => {
    const errors = await boundaryErrors(file, spec)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(reason)
  })

  it.each([
    ['src/core/a.ts', './b.ts'],
    ['src/server/a.ts', '@core/project-schemas.ts'],
    ['src/server/drafts/a.ts', '../generation/providers/provider.ts'],
    ['src/web/lib/a.ts', '../../core/project-schemas.ts'],
    ['src/web/features/editor/sub/a.tsx', '../b.tsx'],
    ['src/web/features/editor/a.tsx', '@web/features/editor/b.tsx'],
    ['src/web/features/editor/a.tsx', '../../components/button.tsx'],
    ['src/web/features/editor/a.tsx', '@web/lib/api.ts'],
    ['src/server/projects/a.test.ts', '../../../tests/support/api-user.ts'],
    ['src/web/lib/a.test.tsx', '../../../tests/support/jsdom-radix.ts'],
    ['src/server/a.ts', 'hono'],
    ['tests/support/kit.ts', '../../src/server/app.ts'],
    ['src/server/http/a.ts', './app-error.ts'],
    ['src/server/http/a.ts', '../config.ts'],
    ['src/server/http/a.ts', '../db/database.ts'],
    ['src/server/http/a.ts', '../observability/logger.ts'],
    ['src/server/http/a.ts', '@core/errors.ts'],
    ['src/server/http/a.test.ts', '../auth/access-token.ts'],
    ['src/server/auth/a.ts', '../http/json-input.ts'],
  ])('%s importing %s is allowed', async (file, spec) => {
    expect(await boundaryErrors(file, spec)).toEqual([])
  })

  // Decision 0117: the typed client reads the API's declared routes as a type, and only that.
  it('lets src/web import the type of src/server/app.ts, and nothing else of the server', async () => {
    const lint = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
      return (result?.messages ?? []).filter((m) => m.ruleId === 'folio/boundaries').map((m) => m.message)
    }
    expect(await lint('src/web/lib/a.ts', "import type { ApiRoutes } from '../../server/app.ts'\nexport type A = ApiRoutes\n")).toEqual([])
    expect(await lint('src/web/lib/a.ts', "import { createApp } from '../../server/app.ts'\nexport const a = createApp\n")).toHaveLength(1)
    expect(await lint('src/web/lib/a.ts', "import type { Config } from '../../server/config.ts'\nexport type A = Config\n")).toHaveLength(1)
  })
})
