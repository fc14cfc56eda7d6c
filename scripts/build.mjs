// Builds what `npm start` runs: the SPA (Vite), the server bundle (esbuild) and an initialised
// embedded-database template. Plain JavaScript so it runs before anything is compiled.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')

/** Newest modification time under the given paths (files or folders), in ms. */
function newest(paths) {
  let max = 0
  for (const rel of paths) {
    const path = join(root, rel)
    if (!existsSync(path)) continue
    const stat = statSync(path)
    if (stat.isFile()) max = Math.max(max, stat.mtimeMs)
    else
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) max = Math.max(max, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return max
}

function stampTime(stamp) {
  return existsSync(stamp) ? statSync(stamp).mtimeMs : -1
}

const webInputs = [
  'src/web',
  'src/core',
  'public',
  'content/learn',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-chunks.ts',
  'scripts/vite-first-paint.ts',
  'scripts/prerender.mjs',
  'package-lock.json',
]
const serverInputs = ['src/server', 'src/core', 'package-lock.json']

export const targets = {
  web: {
    stamp: join(dist, 'web/.built'),
    inputs: webInputs,
    async build() {
      // Vite keeps an inherited NODE_ENV (Playwright starts the app with NODE_ENV=test), and
      // React then ships its development build: always build the browser bundle for production.
      const inherited = process.env.NODE_ENV
      process.env.NODE_ENV = 'production'
      try {
        const { build } = await import('vite')
        await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' })
        const { prerenderPages } = await import('./prerender.mjs')
        await prerenderPages(root, join(dist, 'web'))
      } finally {
        if (inherited === undefined) delete process.env.NODE_ENV
        else process.env.NODE_ENV = inherited
      }
    },
  },
  server: {
    stamp: join(dist, 'server/.built'),
    inputs: serverInputs,
    async build() {
      const esbuild = await import('esbuild')
      rmSync(join(dist, 'server'), { recursive: true, force: true })
      await esbuild.build({
        // The export worker is a process of its own (decision 26): dist/server/export/export-worker.js.
        entryPoints: [join(root, 'src/server/main.ts'), join(root, 'src/server/cli.ts'), join(root, 'src/server/export/export-worker.ts')],
        outbase: join(root, 'src/server'),
        outdir: join(dist, 'server'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        alias: { '@core': join(root, 'src/core') },
        sourcemap: true,
        logLevel: 'warning',
      })
      // The PDF template's .typ files, read as text beside the bundle that compiles them: the
      // worker's (src/server/export/pdf/typst-files.ts; decision 47).
      cpSync(join(root, 'src/server/export/pdf/typst'), join(dist, 'server/export/typst'), { recursive: true })
    },
  },
  // The examples gallery's files (decision 106): each example of content/examples exported by the
  // export pipeline's own renderers, run from source through tsx. Past the modification-time check
  // above, each example is built again only when the hash of its files and of the rendering code
  // changed (src/server/examples/example-hash.ts), so touching src/core rebuilds nothing by itself.
  examples: {
    stamp: join(dist, 'examples/.built'),
    inputs: ['content/examples', 'src/server/export', 'src/server/examples', 'src/server/http', 'src/core', 'package-lock.json'],
    async build() {
      const { tsImport } = await import('tsx/esm/api')
      const { buildExamples } = await tsImport('../src/server/examples/build-examples.ts', import.meta.url)
      const { built, cached, failed } = await buildExamples({ root, log: (line) => console.log(line) })
      console.log(`Examples: ${built.length} built, ${cached.length} unchanged${failed.length > 0 ? `, ${failed.length} failed` : ''}`)
    },
  },
  dbTemplate: {
    stamp: join(dist, 'pgdata-template/.built'),
    inputs: ['package-lock.json'],
    async build() {
      const { PGlite } = await import('@electric-sql/pglite')
      const dir = join(dist, 'pgdata-template')
      rmSync(dir, { recursive: true, force: true })
      const pg = await PGlite.create(dir)
      await pg.query('select 1')
      await pg.close()
    },
  },
}

function isStale(target) {
  return stampTime(target.stamp) < newest(target.inputs)
}

/** Builds the targets whose output is missing or older than their sources; returns their names. */
export async function buildStale(names = Object.keys(targets), { force = false } = {}) {
  const built = []
  for (const name of names) {
    const target = targets[name]
    if (!force && !isStale(target)) continue
    const t0 = performance.now()
    await target.build()
    mkdirSync(dirname(target.stamp), { recursive: true })
    writeFileSync(target.stamp, new Date().toISOString())
    console.log(`Built ${name} in ${Math.round(performance.now() - t0)} ms`)
    built.push(name)
  }
  return built
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildStale(Object.keys(targets), { force: process.argv.includes('--force') })
}
