import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/

/** Writes .br and .gz beside each text file of the build, so the server never compresses per request. */
export function precompress(): Plugin {
  return {
    name: 'folio-precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir
      if (!outDir) return
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
        const path = join(entry.parentPath, entry.name)
        const buf = readFileSync(path)
        if (buf.length < 1024) continue
        writeFileSync(`${path}.gz`, gzipSync(buf, { level: 9 }))
        writeFileSync(`${path}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    },
  }
}
