// Renders the public screens to HTML at build time (see src/web/prerender.tsx and decision 8).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The file that holds the prerendered page for a path: '/' → index.html, '/learn/x' → learn/x.html. */
export function prerenderedFile(webDir, path) {
  return join(webDir, '_prerendered', path === '/' ? 'index.html' : `${path.slice(1)}.html`)
}

export async function prerenderPages(root, webDir) {
  const { build } = await import('vite')
  const ssrDir = join(root, 'dist/.prerender')
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    build: { ssr: join(root, 'src/web/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  })
  try {
    const { prerender, prerenderPaths, escapeHtml } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)
    const template = readFileSync(join(webDir, 'index.html'), 'utf8')
    if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill')
    for (const path of prerenderPaths) {
      const { html, title } = await prerender(path)
      const page = template
        .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      const file = prerenderedFile(webDir, path)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, page)
      writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }))
      writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    }
    return prerenderPaths.length
  } finally {
    rmSync(ssrDir, { recursive: true, force: true })
  }
}
