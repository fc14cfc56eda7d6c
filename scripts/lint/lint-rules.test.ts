import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Runs the repository's own eslint.config.js, as boundaries.test.ts does, so each promise of
// docs/decisions/0118-lint-promises-cycles-bans.md is proven to fire on the mistake and to stay
// quiet on its correct counterpart. The type-aware rules need the file in the TypeScript project
// and import-x/no-cycle reads imported modules from disk, so each case is a real file in a
// folder of this run's own under src/ (removed afterwards); a path that exists is only read.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })
const run = `lint-fixture-${process.pid}`
const dirs = [`src/server/${run}`, `src/web/lib/${run}`]
afterAll(() => dirs.forEach((dir) => rmSync(path.join(root, dir), { recursive: true, force: true })))

function write(file: string, code: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), code)
}

async function ruleIds(file: string, code: string): Promise<string[]> {
  if (!existsSync(path.join(root, file)) || file.includes(run)) write(file, code)
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  const fatal = result?.messages.find((m) => m.fatal)
  if (fatal) throw new Error(`${file}: ${fatal.message}`)
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'none')
}

const server = (name: string) => `src/server/${run}/${name}`
const web = (name: string) => `src/web/lib/${run}/${name}`
// The first type-aware lint starts TypeScript's project service: seconds, a minute on a loaded machine.
beforeAll(async () => {
  await ruleIds(server('warm.ts'), 'export const warm = 1\n')
}, 180_000)

const SAVE = 'async function save(): Promise<void> {}\n'

describe('promises (type-aware)', () => {
  it('reports a floating promise, not an awaited one or one marked void', async () => {
    expect(await ruleIds(server('floating.ts'), `${SAVE}export function go(): void {\n  save()\n}\n`)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ])
    expect(await ruleIds(server('floating.ts'), `${SAVE}export async function go(): Promise<void> {\n  await save()\n}\n`)).toEqual([])
    expect(await ruleIds(server('floating.ts'), `${SAVE}export function go(): void {\n  void save()\n}\n`)).toEqual([])
  })

  it('reports an async handler where React expects a void one, not the handler that marks it', async () => {
    const button = (handler: string) => `${SAVE}export const Save = () => <button onClick={${handler}}>Save</button>\n`
    expect(await ruleIds(web('save-button.tsx'), button('save'))).toEqual(['@typescript-eslint/no-misused-promises'])
    expect(await ruleIds(web('save-button.tsx'), button('() => void save()'))).toEqual([])
  })

  it('reports an async callback where a void one is expected', async () => {
    const code = `${SAVE}export function go(names: string[]): void {\n  names.forEach(async () => {\n    await save()\n  })\n}\n`
    expect(await ruleIds(server('callbacks.ts'), code)).toEqual(['@typescript-eslint/no-misused-promises'])
  })
})

describe('import cycles', () => {
  it('reports two modules that import each other', async () => {
    write(server('b.ts'), "import { a } from './a.ts'\nexport const b = () => a + 1\n")
    const a = "import { b } from './b.ts'\nexport const a = 1\nexport const c = () => b()\n"
    expect(await ruleIds(server('a.ts'), a)).toEqual(['import-x/no-cycle'])
  })

  it('reports a cycle that goes through the @web alias', async () => {
    write(web('d.ts'), `import { e } from '@web/lib/${run}/e.ts'\nexport const d = () => e\n`)
    const e = "import { d } from './d.ts'\nexport const e = 1\nexport const f = () => d()\n"
    expect(await ruleIds(web('e.ts'), e)).toEqual(['import-x/no-cycle'])
  })

  it('accepts a cycle closed by a dynamic import(), as a lazily loaded part importing its loader', async () => {
    write(server('k.ts'), "export const load = () => import('./l.ts')\nexport const k = 1\n")
    expect(await ruleIds(server('l.ts'), "import { k } from './k.ts'\nexport const l = k + 1\n")).toEqual([])
  })

  it('accepts an import that does not come back', async () => {
    write(server('g.ts'), 'export const g = 1\n')
    expect(await ruleIds(server('h.ts'), "import { g } from './g.ts'\nexport const h = g + 1\n")).toEqual([])
  })
})

describe('what src/ ships', () => {
  it.each([
    [server('kit.ts'), "import { expect } from 'vitest'\nexport const check = expect\n"],
    [web('kit.tsx'), "import { render } from '@testing-library/react'\nexport const show = render\n"],
  ])('reports a test library imported by %s', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual(['no-restricted-imports'])
  })

  it('accepts a test library in a test file', async () => {
    const code = "import { expect, it } from 'vitest'\n\nit('adds', () => expect(1 + 1).toBe(2))\n"
    expect(await ruleIds(server('kit.test.ts'), code)).toEqual([])
  })

  it.each([
    ["export const port = process.env.PORT ?? '8080'\n"],
    ["const { env } = process\nexport const port = env.PORT ?? '8080'\n"],
    ["import { env } from 'node:process'\nexport const port = env.PORT ?? '8080'\n"],
  ])('reports the environment read outside config.ts: %s', async (code) => {
    const found = await ruleIds(server('pool.ts'), code)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^no-restricted-(properties|imports)$/)
  })

  it('accepts the environment read in config.ts, in a test, and import.meta.env in the web build', async () => {
    const code = "export const port = process.env.PORT ?? '8080'\n"
    expect(await ruleIds('src/server/config.ts', code)).toEqual([])
    expect(await ruleIds(server('pool.test.ts'), code)).toEqual([])
    expect(await ruleIds(web('dev.ts'), 'export const dev = import.meta.env.DEV\n')).toEqual([])
  })
})
