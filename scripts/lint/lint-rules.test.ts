import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

// Runs the repository's own eslint.config.js on in-memory code, as boundaries.test.ts does, so
// each promise of docs/decisions/0118-lint-promises-cycles-bans.md is proven to fire on the
// mistake and to stay quiet on its correct counterpart.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  const fatal = result?.messages.find((m) => m.fatal)
  if (fatal) throw new Error(`${file}: ${fatal.message}`)
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'none')
}

const SAVE = 'async function save(): Promise<void> {}\n'

describe('promises (type-aware)', () => {
  it('reports a floating promise, not an awaited one or one marked void', async () => {
    expect(await ruleIds('src/server/floating.ts', `${SAVE}export function go(): void {\n  save()\n}\n`)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ])
    expect(await ruleIds('src/server/floating.ts', `${SAVE}export async function go(): Promise<void> {\n  await save()\n}\n`)).toEqual([])
    expect(await ruleIds('src/server/floating.ts', `${SAVE}export function go(): void {\n  void save()\n}\n`)).toEqual([])
  })

  it('reports an async handler where React expects a void one, not the handler that marks it', async () => {
    const button = (handler: string) => `${SAVE}export const Save = () => <button onClick={${handler}}>Save</button>\n`
    expect(await ruleIds('src/web/lib/save-button.tsx', button('save'))).toEqual(['@typescript-eslint/no-misused-promises'])
    expect(await ruleIds('src/web/lib/save-button.tsx', button('() => void save()'))).toEqual([])
  })

  it('reports an async callback where a void one is expected', async () => {
    const code = `${SAVE}export function go(names: string[]): void {\n  names.forEach(async () => {\n    await save()\n  })\n}\n`
    expect(await ruleIds('src/server/callbacks.ts', code)).toEqual(['@typescript-eslint/no-misused-promises'])
  })
})

describe('import cycles', () => {
  // import-x/no-cycle reads the imported module from disk, so the two tiny modules are real files.
  const dir = `src/server/lint-cycle-${process.pid}`
  mkdirSync(path.join(root, dir), { recursive: true })
  afterAll(() => rmSync(path.join(root, dir), { recursive: true, force: true }))
  const write = (name: string, code: string) => writeFileSync(path.join(root, dir, name), code)

  it('reports two modules that import each other', async () => {
    write('b.ts', "import { a } from './a.ts'\nexport const b = () => a + 1\n")
    const a = "import { b } from './b.ts'\nexport const a = 1\nexport const c = () => b()\n"
    write('a.ts', a)
    expect(await ruleIds(`${dir}/a.ts`, a)).toContain('import-x/no-cycle')
  })

  it('reports a cycle written through the @core alias', async () => {
    // src/core/errors.ts imports nothing from here, so a cycle needs a file of ours at both ends;
    // the alias is followed to the same file a relative path reaches.
    write('d.ts', "import { e } from './e.ts'\nexport const d = () => e\n")
    const e = "import { d } from './d.ts'\nimport { errorTable } from '@core/errors.ts'\nexport const e = errorTable\nexport const f = d\n"
    write('e.ts', e)
    expect(await ruleIds(`${dir}/e.ts`, e)).toEqual(['import-x/no-cycle'])
  })

  it('accepts an import that does not come back', async () => {
    write('g.ts', 'export const g = 1\n')
    const h = "import { g } from './g.ts'\nexport const h = g + 1\n"
    write('h.ts', h)
    expect(await ruleIds(`${dir}/h.ts`, h)).toEqual([])
  })
})

describe('what src/ ships', () => {
  it.each([
    ['src/server/export/pdf/kit.ts', "import { expect } from 'vitest'\nexport const check = expect\n"],
    ['src/web/lib/kit.tsx', "import { render } from '@testing-library/react'\nexport const show = render\n"],
  ])('reports a test library imported by %s', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual(['no-restricted-imports'])
  })

  it('accepts a test library in a test file', async () => {
    const code = "import { expect, it } from 'vitest'\n\nit('adds', () => expect(1 + 1).toBe(2))\n"
    expect(await ruleIds('src/server/export/pdf/kit.test.ts', code)).toEqual([])
  })

  it.each([
    ["export const port = process.env.PORT ?? '8080'\n"],
    ["const { env } = process\nexport const port = env.PORT ?? '8080'\n"],
    ["import { env } from 'node:process'\nexport const port = env.PORT ?? '8080'\n"],
  ])('reports the environment read outside config.ts: %s', async (code) => {
    expect(await ruleIds('src/server/export/export-pool.ts', code)).toHaveLength(1)
    expect((await ruleIds('src/server/export/export-pool.ts', code))[0]).toMatch(/^no-restricted-(properties|imports)$/)
  })

  it('accepts the environment read in config.ts, in a test, and import.meta.env in the web build', async () => {
    const code = "export const port = process.env.PORT ?? '8080'\n"
    expect(await ruleIds('src/server/config.ts', code)).toEqual([])
    expect(await ruleIds('src/server/export/export-pool.test.ts', code)).toEqual([])
    expect(await ruleIds('src/web/lib/dev.ts', 'export const dev = import.meta.env.DEV\n')).toEqual([])
  })
})
