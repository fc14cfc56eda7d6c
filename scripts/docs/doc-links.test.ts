import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkRepository, checkText, githubSlug, headingAnchors } from './doc-links.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (rel: string) => readFileSync(join(root, rel), 'utf8')

describe('GitHub heading anchors', () => {
  it.each([
    ['Routes', 'routes'],
    ['Pricing and checkout', 'pricing-and-checkout'],
    ['Sign-in screens', 'sign-in-screens'],
    ["Embedded auth's rules", 'embedded-auths-rules'],
    ['`POST /api/draft/stream` events', 'post-apidraftstream-events'],
    ['Marketing & Sales', 'marketing--sales'],
    ['[Linked](other.md) heading', 'linked-heading'],
  ])('%s → #%s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug)
  })

  it('numbers repeated headings and ignores code fences', () => {
    const anchors = headingAnchors('# Job\n## Job\n```ts\n## Not a heading\n```\n```` ```md ```` spans\n## Chapter\n')
    expect([...anchors]).toEqual(['job', 'job-1', 'chapter'])
  })
})

describe('the citation check', () => {
  // Broken examples are built from pieces, so this file does not trip its own check.
  const docs = 'docs/'
  const product = join(root, 'docs/product.md')

  it('passes a citation of a real heading', () => {
    expect(checkText(root, join(root, 'src/x.ts'), '// As docs/product.md#export says.')).toEqual([])
  })

  it('reports an anchor that no heading has, with its line', () => {
    const problems = checkText(root, join(root, 'src/x.ts'), `const a = 1\n// ${docs}product.md#no-such-section\n`)
    expect(problems).toEqual([{ file: 'src/x.ts', line: 2, message: expect.stringContaining('#no-such-section') }])
  })

  it('reports a cited file that does not exist', () => {
    const problems = checkText(root, join(root, 'src/x.ts'), `// ${docs}gone.md#routes`)
    expect(problems[0]?.message).toContain('no such file')
  })

  it('reports a broken relative link or in-page anchor in Markdown', () => {
    const problems = checkText(root, product, 'See [a](missing.md), [b](architecture.md#nowhere) and [c](#routes-x).')
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('missing.md'),
      expect.stringContaining('#nowhere'),
      expect.stringContaining('#routes-x'),
    ])
  })

  it('reports citations of documents outside the repository', () => {
    for (const text of [`spec ${'§'}2`, `see supabase-compat${'.md'}`, `[a](../${'shared'}/ARCHITECTURE.md)`]) {
      expect(checkText(root, join(root, 'src/x.ts'), `// ${text}`)).toHaveLength(1)
    }
  })

  it('does not read an import of a sibling folder named shared as an outside citation', () => {
    for (const text of [`import { x } from '../${'shared'}/x.ts'`, `import('../../${'shared'}/y.ts')`]) {
      expect(checkText(root, join(root, 'src/server/selling/a/x.ts'), text)).toEqual([])
    }
    expect(checkText(root, join(root, 'src/x.ts'), `// see ../${'shared'}/notes.md`)).toHaveLength(1)
  })

  it('finds nothing broken in the repository', () => {
    expect(checkRepository(root)).toEqual([])
  })
})

describe("README's configuration table", () => {
  const readme = read('README.md')
  const start = readme.indexOf('| variable | default | meaning |')
  const rows = readme.slice(start).split('\n')
  const table = rows
    .slice(
      0,
      rows.findIndex((line) => !line.startsWith('|')),
    )
    .join('\n')

  // Every key of config.ts's envSchema, and what the dev script reads from the environment.
  const configKeys = [...read('src/server/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1])
  const scriptKeys = [...read('scripts/dev.mjs').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1])

  it('is one table that names every variable the server and the dev script read', () => {
    expect(start).toBeGreaterThan(-1)
    expect(configKeys.length).toBeGreaterThan(40)
    const missing = [...new Set([...configKeys, ...scriptKeys])].filter((key) => !table.includes(`\`${key}\``))
    expect(missing).toEqual([])
  })
})

describe('decision records', () => {
  const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-.+\.md$/.test(name))
  const index = read('docs/README.md')

  it.each(records)('%s has Date and Status under its title and is in docs/README.md', (name) => {
    const [title, blank, date, status] = read(`docs/decisions/${name}`).split('\n')
    expect(title).toMatch(new RegExp(`^# ${Number(name.slice(0, 4))}\\. `))
    expect(blank).toBe('')
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/)
    expect(status).toMatch(/^Status: (Accepted|Superseded( in part)? by \d{4})$/)
    expect(index).toContain(`(decisions/${name})`)
  })
})
